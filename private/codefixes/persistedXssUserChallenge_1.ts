function emailForStorage(shop: Shop, email: string) {
    return email.replace(/<script[^>]*>.*?<\/script>/gi, '');
}
