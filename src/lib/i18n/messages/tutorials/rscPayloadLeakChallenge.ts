/** The Streamed Staff Secret tutorial's texts. */
export const en = {
  WELCOME:
    'This product grid is rendered on the server by a React Server Component. Everything it hands to the browser travels along, even what the screen never shows. Staff get a secret coupon here. Let us see what you get.',
  DEVTOOLS:
    "Open the developer tools (F12) and their Network tab. Type RSC into the Network filter box, so only the server components' requests are listed: their answers are of the type text/x-component, React's component stream.",
  NAVIGATE:
    "Now let the shop fetch the grid again: open another page, for example About Us from the side menu, then come back by clicking the shop's logo. Watch for a request to /RSC/R/search.txt.",
  READ: 'Click that request and open its Response tab: this text is the RSC payload React builds the grid from. Search it (Ctrl+F) for "coupon". What is sent along with every product?',
  LOGIN: 'A coupon is redeemed for a basket, so you need to be logged in. Log in with your account, or create one if you have none yet.',
  CHECKOUT:
    'The coupon field is on the payment step of the checkout: put a product into your basket, open the basket and check out until the payment page. Or type /payment/shop into the address bar.',
  REDEEM: 'Open "Add a coupon", paste the code you found into the field and click Redeem. I will wait here.',
  DONE: "Redeemed! Whatever a server component passes to a client component is public, whether it is displayed or not. Secrets must stay on the server, or be marked with React's taint APIs.",
} as const;

export const de_DE: Record<keyof typeof en, string> = {
  WELCOME:
    'Dieses Produktraster rendert der Server mit einer React Server Component. Alles, was sie dem Browser übergibt, reist mit, auch was der Bildschirm nie zeigt. Mitarbeiter bekommen hier einen geheimen Gutschein. Mal sehen, was du bekommst.',
  DEVTOOLS:
    'Öffne die Entwicklerwerkzeuge (F12) und darin den Tab Netzwerk. Tippe RSC in das Filterfeld, damit nur die Anfragen der Server Components erscheinen: Ihre Antworten haben den Typ text/x-component, den Komponenten-Stream von React.',
  NAVIGATE:
    'Lass den Shop das Raster jetzt neu laden: Öffne eine andere Seite, zum Beispiel Über uns im Seitenmenü, und komm mit einem Klick auf das Logo des Shops zurück. Achte auf eine Anfrage an /RSC/R/search.txt.',
  READ: 'Klicke diese Anfrage an und öffne ihren Tab Antwort: Dieser Text ist die RSC-Payload, aus der React das Raster baut. Durchsuche sie (Strg+F) nach "coupon". Was wird mit jedem Produkt mitgeschickt?',
  LOGIN:
    'Ein Gutschein wird für einen Warenkorb eingelöst, also musst du angemeldet sein. Melde dich mit deinem Konto an oder lege eines an, falls du noch keines hast.',
  CHECKOUT:
    'Das Gutscheinfeld steht im Zahlungsschritt der Kasse: Lege ein Produkt in den Warenkorb, öffne ihn und gehe zur Kasse bis zur Zahlungsseite. Oder tippe /payment/shop in die Adresszeile.',
  REDEEM: 'Öffne "Gutschein einlösen", füge den gefundenen Code in das Feld ein und klicke auf Einlösen. Ich warte hier.',
  DONE: 'Eingelöst! Was eine Server Component an eine Client Component übergibt, ist öffentlich, ob es angezeigt wird oder nicht. Geheimnisse müssen auf dem Server bleiben oder mit Reacts Taint-APIs markiert werden.',
};
