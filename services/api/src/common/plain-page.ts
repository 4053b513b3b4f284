/** A small HTML page in the product's colours, for links opened from a mail (no app around it). */
export function plainPage(body: string): string {
  return `<!doctype html><html lang="nb"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Yrkesbro</title></head>
<body style="font-family:Inter,system-ui,sans-serif;color:#1f2933;background:#f5f7fa;padding:24px">
<main style="max-width:560px;margin:auto;background:#fff;border-radius:12px;padding:24px">${body}</main></body></html>`;
}
