/** The Bonus Payload tutorial's texts. */
export const en = {
  INTRO:
    'This one reuses the hole you found in the DOM XSS lesson (do that one first if you have not): the Search field at the top. Only the payload is different, and a lot more fun.',
  PASTE:
    'Open the Search field and paste this payload into it, exactly as it is: <iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/771984076&color=%23ff5500&auto_play=true&hide_related=false&show_comments=true&show_user=true&show_reposts=false&show_teaser=true"></iframe>',
  ENTER: 'Turn your speakers up. Then press Enter.',
  DONE: 'Solved! Instead of an alert, the page now plays music from another website. Enjoy the song!',
} as const;

export const de_DE: Record<keyof typeof en, string> = {
  INTRO:
    'Diese Lektion nutzt die Lücke aus der DOM-XSS-Lektion (mach die zuerst, falls noch nicht geschehen): das Suchfeld oben. Nur die Nutzlast ist eine andere, und sie macht viel mehr Spaß.',
  PASTE:
    'Öffne das Suchfeld und füge diese Nutzlast genau so ein: <iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/771984076&color=%23ff5500&auto_play=true&hide_related=false&show_comments=true&show_user=true&show_reposts=false&show_teaser=true"></iframe>',
  ENTER: 'Dreh die Lautsprecher auf. Dann drücke Enter.',
  DONE: 'Gelöst! Statt eines Hinweisfensters spielt die Seite jetzt Musik von einer anderen Website. Viel Spaß mit dem Lied!',
};
