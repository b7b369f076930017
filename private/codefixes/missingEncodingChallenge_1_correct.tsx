const pictureUrl = (imagePath: string) => (/^https?:\/\//i.test(imagePath) ? imagePath : `/${imagePath.split('/').map(encodeURIComponent).join('/')}`);
