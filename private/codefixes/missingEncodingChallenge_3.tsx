const pictureUrl = (imagePath: string) => (/^https?:\/\//i.test(imagePath) ? imagePath : `/${imagePath.replace(/#/g, '')}`);
