/** The DOM XSS tutorial's texts. */
export const en = {
  INTRO:
    'This lesson is about the Search field at the top of the page. Whatever you search for, the shop shows you again above the results. Let us see how it does that.',
  TYPE_OWASP: 'Click the magnifying glass to open the Search field and type owasp into it. Do not press Enter yet.',
  ENTER_OWASP: 'Now press Enter to search.',
  ECHOED: 'There are your OWASP products. Look at the heading above them: it repeats the word you searched for.',
  XSS_IDEA:
    'Text you type that comes back on the page is where Cross-Site Scripting (XSS) starts: if the page takes your text as HTML instead of plain text, you can add your own markup, and maybe your own JavaScript.',
  TYPE_H1: 'Let us test it with harmless HTML first. Change the text in the Search field to <h1>owasp',
  ENTER_H1: 'Press Enter again.',
  HTML_WORKS: 'See how the word got big? The page did not print your <h1> as text: it turned it into a real heading.',
  INSPECT:
    'To see it for yourself, right-click the big word and choose Inspect. The developer tools show an h1 element inside the heading, built from what you typed.',
  TYPE_SCRIPT: 'Now try JavaScript. Replace the text in the Search field with <script>alert(xss)</script>',
  ENTER_SCRIPT: 'Press Enter once more.',
  SCRIPT_SILENT:
    'Nothing popped up. Inspect the heading again: the script element is there, but browsers never run a script tag that a page inserts as HTML later on. We need a different payload.',
  TYPE_IFRAME:
    'There are many XSS payloads. This one hides JavaScript in the address of a frame. Type it into the Search field: <iframe src="javascript:alert(`xss`)">',
  ENTER_IFRAME: 'Press Enter. If an alert box appears, click OK to close it.',
  DONE: 'Well done, that was an XSS attack! It is called DOM XSS because the page’s own code in your browser put your text into the page as HTML.',
} as const;

export const de_DE: Record<keyof typeof en, string> = {
  INTRO:
    'In dieser Lektion geht es um das Suchfeld oben auf der Seite. Wonach du auch suchst, der Shop zeigt es dir über den Ergebnissen noch einmal an. Schauen wir, wie er das macht.',
  TYPE_OWASP: 'Klicke auf die Lupe, um das Suchfeld zu öffnen, und tippe owasp hinein. Drücke noch nicht Enter.',
  ENTER_OWASP: 'Drücke jetzt Enter, um zu suchen.',
  ECHOED: 'Da sind deine OWASP-Produkte. Schau dir die Überschrift darüber an: Sie wiederholt das Wort, nach dem du gesucht hast.',
  XSS_IDEA:
    'Text, den du eintippst und der auf der Seite wieder erscheint, ist der Anfang von Cross-Site Scripting (XSS): Nimmt die Seite deinen Text als HTML statt als reinen Text, kannst du eigenes Markup einschleusen und vielleicht sogar eigenes JavaScript.',
  TYPE_H1: 'Probieren wir es zuerst mit harmlosem HTML. Ändere den Text im Suchfeld zu <h1>owasp',
  ENTER_H1: 'Drücke wieder Enter.',
  HTML_WORKS:
    'Siehst du, wie groß das Wort geworden ist? Die Seite hat dein <h1> nicht als Text ausgegeben, sondern eine echte Überschrift daraus gemacht.',
  INSPECT:
    'Sieh es dir selbst an: Klicke mit der rechten Maustaste auf das große Wort und wähle Untersuchen. Die Entwicklerwerkzeuge zeigen ein h1-Element in der Überschrift, gebaut aus deiner Eingabe.',
  TYPE_SCRIPT: 'Jetzt versuchen wir JavaScript. Ersetze den Text im Suchfeld durch <script>alert(xss)</script>',
  ENTER_SCRIPT: 'Drücke noch einmal Enter.',
  SCRIPT_SILENT:
    'Es ist nichts aufgesprungen. Untersuche die Überschrift noch einmal: Das script-Element ist da, aber Browser führen kein script-Tag aus, das eine Seite nachträglich als HTML einfügt. Wir brauchen eine andere Nutzlast.',
  TYPE_IFRAME:
    'Es gibt viele XSS-Nutzlasten. Diese versteckt JavaScript in der Adresse eines Frames. Tippe sie ins Suchfeld: <iframe src="javascript:alert(`xss`)">',
  ENTER_IFRAME: 'Drücke Enter. Falls ein Hinweisfenster erscheint, schließe es mit OK.',
  DONE: 'Gut gemacht, das war ein XSS-Angriff! Er heißt DOM XSS, weil der eigene Code der Seite in deinem Browser deinen Text als HTML in die Seite eingebaut hat.',
};
