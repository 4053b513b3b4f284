// What a visitor's browser downloads to show a page: every script and style of its first load,
// as sent over the wire (the servers compress), counted by Chromium.

/** Scripts and styles a fresh tab fetches until the page's heading shows and the network rests. */
export async function scriptsAndStylesOf(browser, url) {
  const context = await browser.newContext({ locale: 'nb-NO' });
  try {
    const page = await context.newPage();
    const sizes = [];
    page.on('requestfinished', (request) => {
      if (['script', 'stylesheet'].includes(request.resourceType())) {
        sizes.push(
          request.sizes().then(({ responseBodySize }) => [request.url(), responseBodySize]),
        );
      }
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    return (await Promise.all(sizes)).map(([fileUrl, bytes]) => ({ url: fileUrl, bytes }));
  } finally {
    await context.close();
  }
}
