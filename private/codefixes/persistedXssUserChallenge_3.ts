function emailForStorage(shop: Shop, email: string) {
    return email.trim().toLowerCase();
}
