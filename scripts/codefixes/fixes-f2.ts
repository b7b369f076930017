// Fix options for F2's coding challenges: per key, edits ([from, to], each matching the snippet
// exactly once) that turn the snippet into one fix, with its explanation, and the find-it hints.
// scripts/codefixes/snippet-of-f2.ts --write turns this into private/codefixes/.

export interface FixOption {
  edits: [string, string][];
  explanation: string;
  correct?: true;
}

export interface KeyFixes {
  /** The region's file, when a key has more than one region. */
  file?: string;
  hints: string[];
  fixes: FixOption[];
}

export const FIXES: Record<string, KeyFixes> = {
  rceChallenge: {
    hints: [
      'B2B orders carry their order lines as a string. Follow that string on the server.',
      'What kind of text is handed to the evaluation, and who wrote it?',
    ],
    fixes: [
      {
        edits: [['const outcome = await evaluateOrderLines(orderLines);', 'if (/while|for/.test(orderLines)) throw evaluationError(\'Error\', \'Loops are not allowed in order lines\');\n        const outcome = await evaluateOrderLines(orderLines);']],
        explanation: 'Refusing two keywords leaves recursion, timers and every other construct that never ends; the order lines are still run as code.',
      },
      {
        edits: [['const outcome = await evaluateOrderLines(orderLines);', 'const outcome = await evaluateOrderLines(orderLines.slice(0, 100));']],
        explanation: 'A program that never ends fits into far fewer than a hundred characters, so cutting the input short still evaluates it.',
      },
      {
        edits: [['        const outcome = await evaluateOrderLines(orderLines);\n        if (outcome.kind === \'timedOut\') {\n          throw unavailable();\n        }\n        if (outcome.kind === \'failed\') {\n          throw evaluationError(outcome.name, outcome.message);\n        }', '        try {\n          JSON.parse(orderLines);\n        } catch (e) {\n          throw evaluationError(\'SyntaxError\', (e as Error).message);\n        }']],
        explanation: 'Order lines are read as JSON data, which can describe orders but can never execute, so no request can make the server run code of its own choosing.',
        correct: true,
      },
    ],
  },
  rceOccupyChallenge: {
    hints: [
      'B2B orders carry their order lines as a string. Follow that string on the server.',
      'The evaluation has a time limit, but the server is still busy until it is reached. Why is anything evaluated at all?',
    ],
    fixes: [
      {
        edits: [['        const outcome = await evaluateOrderLines(orderLines);\n        if (outcome.kind === \'timedOut\') {\n          throw unavailable();\n        }\n        if (outcome.kind === \'failed\') {\n          throw evaluationError(outcome.name, outcome.message);\n        }', '        try {\n          JSON.parse(orderLines);\n        } catch (e) {\n          throw evaluationError(\'SyntaxError\', (e as Error).message);\n        }']],
        explanation: 'Parsing JSON takes time proportional to its size and runs nothing the caller wrote, so no order can keep the evaluators busy until their time limit.',
        correct: true,
      },
      {
        edits: [['const outcome = await evaluateOrderLines(orderLines);', 'if (/\\(.*[+*]\\)[+*]/.test(orderLines)) throw evaluationError(\'Error\', \'Nested repetition is not allowed\');\n        const outcome = await evaluateOrderLines(orderLines);']],
        explanation: 'Spotting one shape of slow regular expression is a blocklist: other backtracking patterns or plain slow code still run until the time limit.',
      },
      {
        edits: [['        if (outcome.kind === \'timedOut\') {\n          throw unavailable();\n        }', '        if (outcome.kind === \'timedOut\') {\n          throw evaluationError(\'TimeoutError\', \'Order lines took too long\');\n        }']],
        explanation: 'Answering with a different error changes what the caller reads, not what the server did: the evaluation still occupied it for the whole time limit.',
      },
      {
        edits: [['const outcome = await evaluateOrderLines(orderLines);', 'const outcome = await evaluateOrderLines(`(${orderLines})`);']],
        explanation: 'Wrapping the text in parentheses still evaluates it as an expression; a slow expression keeps the evaluator just as busy.',
      },
    ],
  },
  redirectChallenge: {
    hints: [
      'The redirect target must be on an allow-list. Look at how a target is compared with the list.',
      'Could an address that merely mentions an allowed one somewhere (in its query, say) pass?',
    ],
    fixes: [
      {
        edits: [['url.includes(allowed)', 'url.toLowerCase().includes(allowed.toLowerCase())']],
        explanation: 'Comparing without case still only asks whether the allowed address appears somewhere in the target, so it can sit in the query of any other site.',
      },
      {
        edits: [['url.includes(allowed)', 'url.endsWith(allowed)']],
        explanation: 'An allowed address at the end of a foreign URL, for instance as the last query parameter, still passes the check.',
      },
      {
        edits: [['url.includes(allowed)', 'url === allowed']],
        explanation: 'Only the exact addresses on the list pass, so no other site can be reached by embedding an allowed address in its URL.',
        correct: true,
      },
      {
        edits: [['url.includes(allowed)', 'url.includes(new URL(allowed).hostname)']],
        explanation: 'Checking for the allowed host name anywhere in the text is looser still: the name can appear in the path or query of an attacker\'s URL.',
      },
    ],
  },
  redirectCryptoCurrencyChallenge: {
    hints: [
      'Not every address the shop once linked to should still be on the list.',
      'Which entries point to payment addresses the shop no longer uses?',
    ],
    fixes: [
      {
        edits: [['  \'https://blockchain.info/address/1AbKfgvw9psQ41NbLi8kufDQTezwG8DRZm\',\n', '']],
        explanation: 'Only one retired donation address goes; the other two outdated crypto-currency addresses stay reachable through the redirect.',
      },
      {
        edits: [['  \'https://blockchain.info/address/1AbKfgvw9psQ41NbLi8kufDQTezwG8DRZm\',\n  \'https://explorer.dash.org/address/Xr556RzuwX6hg5EGpkybbv5RanJoZN17kW\',\n  \'https://etherscan.io/address/0x0f933ab9fcaaa782d0279c300d73750e1311eae6\',\n', '']],
        explanation: 'The three retired crypto-currency addresses are no longer on the list, so the redirect cannot send anyone to a wallet the shop stopped using.',
        correct: true,
      },
      {
        edits: [['url.includes(allowed)', 'url === allowed']],
        explanation: 'Exact matching closes a different hole; the retired wallet addresses are themselves still on the list and remain allowed targets.',
      },
      {
        edits: [['  \'http://shop.spreadshirt.com/juiceshop\',\n  \'http://shop.spreadshirt.de/juiceshop\',', '  \'https://shop.spreadshirt.com/juiceshop\',\n  \'https://shop.spreadshirt.de/juiceshop\',']],
        explanation: 'Moving the merchandise links to https is a fine change but unrelated: the outdated crypto-currency entries are left in place.',
      },
    ],
  },
  reflectedXssChallenge: {
    hints: [
      'What does the tracking page show when the order id is unknown, and where does that text come from?',
      'Look at how the order number is put into the page.',
    ],
    fixes: [
      {
        edits: [['return <span id="order-number" dangerouslySetInnerHTML={{ __html: `<code>${orderId}</code>` }} />;', 'return (\n    <span id="order-number">\n      <code>{orderId}</code>\n    </span>\n  );']],
        explanation: 'The order number is rendered as text by React, which escapes it, so markup in a tracking link is shown instead of run.',
        correct: true,
      },
      {
        edits: [['`<code>${orderId}</code>`', '`<code>${orderId.replace(/<script[^>]*>.*?<\\/script>/gi, \'\')}</code>`']],
        explanation: 'Removing script elements leaves all other ways to run code, such as an iframe with a javascript: source or an event handler attribute.',
      },
      {
        edits: [['`<code>${orderId}</code>`', '`<code>${orderId.replace(/"/g, \'&quot;\')}</code>`']],
        explanation: 'Escaping quotes matters inside attributes only; the order number sits between tags, where an injected `<` still opens a new element.',
      },
    ],
  },
  resetPasswordMortyChallenge: {
    hints: [
      'The reset form is protected by a rate limit. What does the limiter count requests by?',
      'Can the client choose the value that identifies it to the limiter?',
    ],
    fixes: [
      {
        edits: [['windowMs: 5 * 60 * 1000, max: 100', 'windowMs: 5 * 60 * 1000, max: 10']],
        explanation: 'A stricter limit still counts by the X-Forwarded-For header, which the caller sets: a new value per request starts a fresh count every time.',
      },
      {
        edits: [['resetLimiter.hit(forwardedClientIp(c))', 'resetLimiter.hit(c.req.header(\'x-real-ip\') ?? forwardedClientIp(c))']],
        explanation: 'Preferring another header swaps one client-chosen value for another; rotating X-Real-IP defeats the limit just as well.',
      },
      {
        edits: [['resetLimiter.hit(forwardedClientIp(c))', 'resetLimiter.hit(remoteAddress(c))']],
        explanation: 'Requests are counted by the address of the connection itself, which a direct client cannot change per request, so guessing security answers hits the limit.',
        correct: true,
      },
    ],
  },
  restfulXssChallenge: {
    file: 'src/server/services/products.ts',
    hints: [
      'The shop\'s own pages never change a product description, but the API can. What happens to a description on its way into the database?',
      'Compare how the description is stored with how other user texts are cleaned.',
    ],
    fixes: [
      {
        edits: [['return description;', 'return description.replace(/javascript:/gi, \'\');']],
        explanation: 'Removing one URL scheme leaves event handler attributes, other schemes and encoded spellings of the same one; the markup itself is stored as sent.',
      },
      {
        edits: [['return description;', 'return description.replace(/<iframe/gi, \'\');']],
        explanation: 'One pass over one tag name is a blocklist: other tags run code too, and a nested spelling turns back into an iframe once the inner part is removed.',
      },
      {
        edits: [['return description;', 'return description.slice(0, 255);']],
        explanation: 'A length limit leaves plenty of room for a working payload; the description still reaches the product page as HTML.',
      },
      {
        edits: [['return description;', 'return stripHtml(description);']],
        explanation: 'Every tag is removed until none can be formed again, so a description written through the API can no longer carry markup into the product pages.',
        correct: true,
      },
    ],
  },
  ssrfChallenge: {
    hints: [
      'The profile picture can be set from a URL. Who fetches that URL: the browser or the server?',
      'Which addresses can the server reach that a visitor cannot?',
    ],
    fixes: [
      {
        edits: [['const picture = await download(imageUrl);', 'if (!/^https?:\\/\\//i.test(imageUrl)) throw new HttpError(400, \'Only http and https image addresses are allowed\');\n    const picture = await download(imageUrl);']],
        explanation: 'Limiting the scheme still lets the server request any host over http, its own internal endpoints included.',
      },
      {
        edits: [['const picture = await download(imageUrl);', 'if (/localhost|127\\.0\\.0\\.1/i.test(imageUrl)) throw new HttpError(400, \'Internal addresses are not allowed\');\n    const picture = await download(imageUrl);']],
        explanation: 'A blocklist of two spellings misses the many others for the same machine (other loopback addresses, IPv6, the host\'s own name) and every other internal host.',
      },
      {
        edits: [['    const picture = await download(imageUrl);\n    if (picture) {\n      const name = `${user.id}.${linkedPictureExtension(imageUrl)}`;\n      await savePicture(shop, name, picture);\n      setPicture.run(`${UPLOADS_PATH}/${name}`, now(), user.id);\n    } else {\n      setPicture.run(imageUrl, now(), user.id); // unreachable images are linked as given (the CSP Bypass challenge relies on it)\n    }', '    setPicture.run(imageUrl, now(), user.id);']],
        explanation: 'The server no longer requests the address at all: it only stores the link and the visitor\'s browser loads the picture, so nobody can make the server call hosts on their behalf.',
        correct: true,
      },
      {
        edits: [['const picture = await download(imageUrl);', 'if (!/\\.(png|jpe?g|gif|svg)$/i.test(imageUrl)) throw new HttpError(400, \'Only image addresses are allowed\');\n    const picture = await download(imageUrl);']],
        explanation: 'An image-like ending is easy to add to any internal URL, for instance as a query parameter, and the server still fetches it.',
      },
    ],
  },
  sstiChallenge: {
    hints: [
      'Usernames of one particular shape are treated differently when the profile page is rendered.',
      'Follow such a username into the function that turns it into text. What does it do with it?',
    ],
    fixes: [
      {
        edits: [['const templateExpression = (username: string) => (/#\\{(.*)\\}/.test(username)', 'const templateExpression = (username: string) => (/^#\\{(.*)\\}$/.test(username)']],
        explanation: 'Anchoring the pattern only changes which usernames count as expressions; those that do are still run as JavaScript on the server.',
      },
      {
        edits: [['  let text = username;\n  if (expression !== null) {\n    onEvaluated();\n    text = evaluateExpression(expression) ?? username;\n  }\n', '  const text = username;\n'], ['  const expression = shop.challenges.isEnabled(\'sstiChallenge\') ? templateExpression(username) : null;\n', '']],
        explanation: 'A username is only ever shown as text and never evaluated, so no part of it can run as code on the server.',
        correct: true,
      },
      {
        edits: [['function evaluateExpression(code: string): string | undefined {\n', 'function evaluateExpression(code: string): string | undefined {\n  if (/process|require/.test(code)) return undefined;\n']],
        explanation: 'Refusing two words is a blocklist: string concatenation, escapes or computed property names reach the same objects without spelling them.',
      },
      {
        edits: [['{ code, global }', '{ code }']],
        explanation: 'Dropping the convenience object removes one way in, but the vm context is no security boundary: objects inside it still lead back to the real process.',
      },
    ],
  },
  svgInjectionChallenge: {
    hints: [
      'The deluxe page shows a decal image. Is there a way to choose which image, perhaps a parameter left over from testing?',
      'The chosen value becomes part of an image path. What if it climbs out of the images folder?',
    ],
    fixes: [
      {
        edits: [['`/assets/public/images/${decal}`', '`/assets/public/images/${decal.replace(\'../\', \'\')}`']],
        explanation: 'A plain string pattern replaces only the first `../`; the remaining ones still climb out of the images folder to any route of the shop, the redirect included.',
      },
      {
        edits: [['const sticker = decal ? `/assets/public/images/${decal}` : imageUrl(logo, \'\');', 'const sticker = imageUrl(logo, \'\');']],
        explanation: 'The forgotten test parameter no longer chooses the decal: the page always shows the shop\'s own logo, so nothing from the address bar ends up in an image path.',
        correct: true,
      },
      {
        edits: [['const sticker = decal ?', 'const sticker = decal?.endsWith(\'.svg\') ?']],
        explanation: 'Requiring an .svg ending is trivial to satisfy by appending it as a query parameter, and the path is still taken from the address bar.',
      },
      {
        edits: [['`/assets/public/images/${decal}`', '`/assets/public/images/${encodeURI(decal)}`']],
        explanation: 'encodeURI keeps `/`, `.`, `?` and `=` as they are, so a path that climbs to the redirect route works exactly as before.',
      },
    ],
  },
  usernameXssChallenge: {
    hints: [
      'The profile page shows the username as HTML and builds its Content-Security-Policy from user data.',
      'Look at the sanitiser applied to usernames: what does it leave behind when it removes a piece?',
      'And which part of the policy can the user influence?',
    ],
    fixes: [
      {
        edits: [['shop.challenges.isEnabled(\'usernameXssChallenge\') ? legacySanitize(username)', 'shop.challenges.isEnabled(\'usernameXssChallenge\') ? legacySanitize(legacySanitize(username))']],
        explanation: 'A second pass of the same flawed sanitiser only needs one more level of nesting in the username to rebuild a script tag.',
      },
      {
        edits: [['script-src \'self\' \'unsafe-eval\'', 'script-src \'self\'']],
        explanation: 'The user\'s image source is still pasted into the header, so the attacker adds a script-src directive of their own that allows inline scripts.',
      },
      {
        edits: [['return shop.challenges.isEnabled(\'usernameXssChallenge\') ? text : escapeHtml(text);', 'return escapeHtml(text);']],
        explanation: 'The username is always escaped when the page shows it, so whatever the sanitiser lets through is displayed as text and never becomes a script, whatever the policy says.',
        correct: true,
      },
    ],
  },
  passwordRepeatChallenge: {
    hints: [
      'The registration form asks for the password twice. Follow the repeated password on the server.',
      'Is there a single line that compares the two, or refuses a request that leaves the repeat out?',
    ],
    fixes: [
      {
        edits: [['const register = () =>', 'if (passwordRepeat !== undefined && passwordRepeat !== password) return sendMessage(c, \'Password and repeated password do not match.\', 400);\n    const register = () =>']],
        explanation: 'The two are compared only when the repeat is sent, so a request that simply leaves it out still registers without any confirmation.',
      },
      {
        edits: [['const register = () =>', 'if (passwordRepeat?.length !== password.length) return sendMessage(c, \'Password and repeated password do not match.\', 400);\n    const register = () =>']],
        explanation: 'Equal length is not equality: any repeat with as many characters as the password passes.',
      },
      {
        edits: [['const register = () =>', 'if (passwordRepeat !== password) return sendMessage(c, \'Password and repeated password do not match.\', 400);\n    const register = () =>']],
        explanation: 'The server itself refuses a registration whose repeated password is missing or differs from the password, instead of relying on the form to have checked it.',
        correct: true,
      },
    ],
  },
  missingEncodingChallenge: {
    hints: [
      'One photo on the wall never shows. Compare its stored file name with the address the page asks the browser for.',
      'Which characters in a file name mean something else inside a URL?',
    ],
    fixes: [
      {
        edits: [['`/${imagePath}`', '`/${encodeURI(imagePath)}`']],
        explanation: 'encodeURI is meant for whole addresses, so it leaves `#` and `?` untouched: the part of the name after the `#` is still read as a fragment and the picture stays broken.',
      },
      {
        edits: [['`/${imagePath}`', '`/${imagePath.replace(/#/g, \'\')}`']],
        explanation: 'Dropping the `#` hides the symptom but asks for a file that does not exist under that name, so the picture is still missing instead of being addressed correctly.',
      },
      {
        edits: [['`/${imagePath}`', '`/${imagePath.split(\'/\').map(encodeURIComponent).join(\'/\')}`']],
        explanation: 'Every path segment is percent-encoded, so `#`, `?` and spaces in a file name become part of the path the server receives, while the slashes between folders stay as they are.',
        correct: true,
      },
      {
        edits: [['/^https?:\\/\\//i.test(imagePath) ? imagePath', '/^https?:\\/\\//i.test(imagePath) ? encodeURIComponent(imagePath)']],
        explanation: 'Only links to other sites get encoded, and encoding a whole absolute URL breaks it; local uploads, where the troublesome file name lives, are still pasted raw.',
      },
    ],
  },
  negativeOrderChallenge: {
    hints: [
      'A basket item\'s quantity can be changed directly over the API. What range of numbers does the server accept?',
      'Look at what is checked before a new quantity is stored, and what that check compares against.',
    ],
    fixes: [
      {
        edits: [['changes.quantity ? refuseQuantity', 'changes.quantity !== undefined ? refuseQuantity']],
        explanation: 'Now every sent quantity, zero and negative ones included, goes through the stock check, but that check only limits quantities from above, so a negative one is still accepted.',
      },
      {
        edits: [['refuseQuantity(shop, c, existing.ProductId, changes.quantity)', 'refuseQuantity(shop, c, existing.ProductId, Math.abs(changes.quantity))']],
        explanation: 'The stock check sees the absolute value, but the negative quantity itself is what gets stored, so the basket still totals below zero at checkout.',
      },
      {
        edits: [['const refusal = changes.quantity ?', 'if (changes.quantity !== undefined && changes.quantity < 1) return c.json({ error: \'Quantity must be at least 1.\' }, 400);\n    const refusal = changes.quantity ?']],
        explanation: 'A quantity below one is refused before anything is stored, so no item can subtract from the order total; the stock and per-order limits still cover the upper end.',
        correct: true,
      },
    ],
  },
  nftMintChallenge: {
    hints: [
      'What type does the faucet keep its balance in, and what happens to such a number when more is taken than is there?',
      'Solidity checks arithmetic by default. Look for the place where that protection was switched off, and at the condition guarding the withdrawal.',
    ],
    fixes: [
      {
        edits: [['require(balance - amount >= 0,', 'require(balance - amount > 0,']],
        explanation: 'An unsigned difference is never negative: inside the unchecked block it wraps around to a large number, so this condition passes just like before.',
      },
      {
        edits: [['        unchecked {\n            require(balance - amount >= 0, "The hive has no BEE left for you");\n            balance -= amount;\n        }', '        require(balance >= amount, "The hive has no BEE left for you");\n        balance -= amount;']],
        explanation: 'The balance is compared with the amount before subtracting, and the subtraction runs with Solidity\'s own overflow checks again, so the byte can no longer wrap around to a full hive.',
        correct: true,
      },
      {
        edits: [['function withdraw(uint8 amount) external {', 'function withdraw(uint256 amount) external {']],
        explanation: 'A wider parameter changes nothing while the subtraction from the single-byte balance stays unchecked: taking more than is left still wraps the balance around.',
      },
      {
        edits: [['require(token.transfer(msg.sender, uint256(amount) * 1 ether), "BEE transfer failed");', 'require(amount <= 10, "Take at most 10 BEE at a time");\n        require(token.transfer(msg.sender, uint256(amount) * 1 ether), "BEE transfer failed");']],
        explanation: 'A cap per call comes after the balance was already reduced without checks; small withdrawals repeated past zero still wrap the balance and keep the faucet paying.',
      },
    ],
  },
  noSqlCommandChallenge: {
    hints: [
      'The product id in the URL ends up inside a query. In what form?',
      'Some document-store queries are JavaScript that the database runs. What if the id is not a number at all?',
    ],
    fixes: [
      {
        edits: [['truncate(sent, 40)', 'truncate(sent, 10)']],
        explanation: 'A shorter limit leaves less room, but ten characters are plenty for a call that keeps the database busy; the id is still executed as code.',
      },
      {
        edits: [['reviews = await shop.reviews.find({ $where: `this.product == ${truncate(sent, 40)}` }, { stats });', 'const id = Number(sent);\n          if (!Number.isInteger(id)) return wrongParams(c);\n          reviews = await shop.reviews.find({ product: id }, { stats });']],
        explanation: 'The id has to be a whole number and is matched as a plain field value, so nothing the caller sends is ever run as JavaScript in the store.',
        correct: true,
      },
      {
        edits: [['`this.product == ${truncate(sent, 40)}`', '`this.product == \'${truncate(sent, 40)}\'`']],
        explanation: 'Quotes around the id are closed just as easily by a quote in the id itself; whatever follows still runs as part of the condition.',
      },
      {
        edits: [['truncate(sent, 40)', 'truncate(sent.replace(/sleep/gi, \'\'), 40)']],
        explanation: 'Removing one function name is a blocklist: a loop or any other slow expression keeps the store busy, and nested spellings survive the single pass anyway.',
      },
    ],
  },
  noSqlOrdersChallenge: {
    hints: [
      'The order id of the tracking URL is put into a query. Look at how it gets there.',
      'A condition written as JavaScript text can be widened by what the id closes and appends.',
    ],
    fixes: [
      {
        edits: [['orders = await shop.orders.find({ $where: `this.orderId === \'${id}\'` });', 'orders = await shop.orders.find({ orderId: id });']],
        explanation: 'The id is compared as a plain value instead of being pasted into JavaScript, so no input can change the condition and at most the one matching order comes back.',
        correct: true,
      },
      {
        edits: [['`this.orderId === \'${id}\'`', '`this.orderId === \'${id.replace(/\'/g, "\\\\\'")}\'`']],
        explanation: 'Escaping quotes without escaping backslashes first lets a backslash sent before the quote cancel the added one, so the condition can still be closed and extended.',
      },
      {
        edits: [['`this.orderId === \'${id}\'`', '`this.orderId === "${id}"`']],
        explanation: 'Other quotes do not make the text safe: a double quote in the id closes the string just the same.',
      },
      {
        edits: [['return ok(c, orders.length > 0 ? orders : [{ orderId: id }]);', 'return ok(c, orders.length > 0 ? orders.slice(0, 1) : [{ orderId: id }]);']],
        explanation: 'Showing only the first hit hides the mass result, but the injected condition still runs and can pick any other customer\'s order to be that first hit.',
      },
    ],
  },
  noSqlReviewsChallenge: {
    hints: [
      'What type does the server expect the review id to have, and what does it actually check?',
      'Think of query operators: an id that is an object may select more than one review, and the update changes all it selects.',
    ],
    fixes: [
      {
        edits: [['result = await shop.reviews.update({ _id: body.id }, { message: body.message });', 'if (body.id === undefined || body.id === null) return wrongParams(c);\n      result = await shop.reviews.update({ _id: body.id }, { message: body.message });']],
        explanation: 'Checking that an id is present lets an object with an operator through, and such an id still selects and rewrites many reviews at once.',
      },
      {
        edits: [['result = await shop.reviews.update({ _id: body.id }, { message: body.message });', 'if (typeof body.id !== \'string\') return wrongParams(c);\n      result = await shop.reviews.update({ _id: body.id }, { message: body.message });']],
        explanation: 'Only a plain string is accepted as the id, so it can match at most the one review with that id; operator objects are refused before the store sees them.',
        correct: true,
      },
      {
        edits: [['{ _id: body.id }, { message: body.message }', '{ _id: body.id, author: user.email }, { message: body.message }']],
        explanation: 'Restricting the update to the caller\'s own reviews narrows the damage, yet an operator in the id still selects every one of them in a single request: the selector is as open as before.',
      },
      {
        edits: [['result = await shop.reviews.update({ _id: body.id }, { message: body.message });', 'if (JSON.stringify(body.id).includes(\'$where\')) return wrongParams(c);\n      result = await shop.reviews.update({ _id: body.id }, { message: body.message });']],
        explanation: 'Blocking one operator by name leaves all the others; `$ne` or `$gt` select many reviews without any JavaScript.',
      },
    ],
  },
  passwordHashLeakChallenge: {
    hints: [
      'This endpoint lets the caller choose which properties of the logged-in user it sends back.',
      'Where does the list of returned properties come from, and what else is stored with the user?',
    ],
    fixes: [
      {
        edits: [['const user = fields.length ? pick(fields)', 'const user = fields.length ? pick(fields.slice(0, 4))']],
        explanation: 'Limiting how many properties may be asked for does not limit which: the password hash is still one of the four allowed.',
      },
      {
        edits: [['const user = fields.length ? pick(fields) : pick([\'id\', \'email\', \'lastLoginIp\', \'profileImage\']);', 'const visible = [\'id\', \'email\', \'lastLoginIp\', \'profileImage\'];\n    const user = pick(fields.length ? fields.filter((f) => visible.includes(f)) : visible);']],
        explanation: 'The caller may still narrow the answer, but only to properties on a fixed list of harmless ones, so the hash and other secrets of the session can never be requested.',
        correct: true,
      },
      {
        edits: [['return jsonp(c, callback, { user });', 'return jsonp(c, callback, { user: { ...user, password: undefined } });']],
        explanation: 'Only the JSONP answer drops the hash; the ordinary JSON answer a few lines above still returns every field the caller names.',
      },
      {
        edits: [['const data: Record<string, unknown> = authenticatedSession(shop, c)?.data ?? {};', 'const session = authenticatedSession(shop, c);\n    if (!session) return c.json({ user: {} });\n    const data: Record<string, unknown> = session.data;']],
        explanation: 'Requiring a session changes nothing for the attack: the flaw is a logged-in user getting their own hash, and that still works.',
      },
    ],
  },
  persistedXssFeedbackChallenge: {
    hints: [
      'Feedback comments are cleaned before they are stored. How often does the cleaning run?',
      'What if removing one tag puts the pieces around it together into a new one?',
    ],
    fixes: [
      {
        edits: [['const sanitized = sanitizeHtmlOnce(comment);', 'const sanitized = sanitizeHtmlOnce(sanitizeHtmlOnce(comment));']],
        explanation: 'Two passes only defeat markup nested two levels deep; a payload nested one level further still comes out as a working tag.',
      },
      {
        edits: [['const sanitized = sanitizeHtmlOnce(comment);', 'const sanitized = sanitizeHtmlOnce(comment).replace(/<script/gi, \'\');']],
        explanation: 'Deleting script tags afterwards ignores every other way to run code, such as an iframe with a javascript: source or an event handler attribute.',
      },
      {
        edits: [['const sanitized = sanitizeHtmlOnce(comment);', 'const sanitized = sanitizeHtmlFully(comment);']],
        explanation: 'The sanitiser runs again until its output stops changing, so no forbidden tag can be rebuilt from the leftovers of a removed one.',
        correct: true,
      },
    ],
  },
  persistedXssUserChallenge: {
    hints: [
      'The registration form checks the email format, but what does the server do with the email it receives?',
      'The stored email is later shown in the administration pages as HTML.',
    ],
    fixes: [
      {
        edits: [['return email;', 'return email.replace(/<script[^>]*>.*?<\\/script>/gi, \'\');']],
        explanation: 'Removing script elements is a blocklist: an iframe with a javascript: source or an image with an error handler still runs code in the admin\'s page.',
      },
      {
        edits: [['return email;', 'return stripHtml(email);']],
        explanation: 'Every tag is removed, repeatedly until none can be formed again, so what is stored as an email can no longer become markup in any page.',
        correct: true,
      },
      {
        edits: [['return email;', 'return email.replace(\'<\', \'&lt;\');']],
        explanation: 'Replacing with a plain string pattern only changes the first `<`; a second tag later in the value is stored untouched.',
      },
      {
        edits: [['return email;', 'return email.trim().toLowerCase();']],
        explanation: 'Normalising case and whitespace does not remove markup; HTML tags are case-insensitive anyway.',
      },
    ],
  },
  registerAdminChallenge: {
    hints: [
      'Registering sends a few properties to the server. Which of them does the server copy into the new account?',
      'Who should decide the role of a freshly registered user?',
    ],
    fixes: [
      {
        edits: [['role: input.role });', 'role: input.role ?? \'customer\' });']],
        explanation: 'A default only applies when no role is sent; a caller who sends one still picks any role, the administrator role included.',
      },
      {
        edits: [['role: input.role });', 'role: input.role === \'admin\' ? \'customer\' : input.role });']],
        explanation: 'Blocking the one word leaves the other privileged roles open: a new account can still make itself an accountant or a deluxe member without paying.',
      },
      {
        edits: [['role: input.role });', 'role: \'customer\' });']],
        explanation: 'Every self-registered account is a customer whatever the request says; other roles can only be granted by the shop itself.',
        correct: true,
      },
    ],
  },
};
