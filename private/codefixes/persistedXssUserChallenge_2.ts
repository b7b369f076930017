function emailForStorage(shop: Shop, email: string) {
    return email.replace('<', '&lt;');
}
