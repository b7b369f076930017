const pictureUrl = (imagePath: string) => (/^https?:\/\//i.test(imagePath) ? encodeURIComponent(imagePath) : `/${imagePath}`);
