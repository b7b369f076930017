const pictureUrl = (imagePath: string) => (/^https?:\/\//i.test(imagePath) ? imagePath : `/${encodeURI(imagePath)}`);
