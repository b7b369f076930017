/**
 * The order number as the server answered it, put into the page as markup, as upstream's
 * tracking page does (it trusts the answer). For an unknown id the answer is the id itself, so a
 * tracking link carrying markup runs in the visitor's page: the Reflected XSS challenge.
 */
function OrderNumber({ orderId }: { orderId: string }) {
  return <span id="order-number" dangerouslySetInnerHTML={{ __html: `<code>${orderId.replace(/"/g, '&quot;')}</code>` }} />;
}
