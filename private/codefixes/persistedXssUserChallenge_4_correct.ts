function emailForStorage(shop: Shop, email: string) {
    return stripHtml(email);
}
