import { describe, expect, it } from 'vitest';
import { renderLoginPage } from '../features/session/prerender';
import { bootScript, withPrerendered } from './prerender';

const indexHtml = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <title>Concord</title>
    <script type="module" crossorigin src="/stage/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/stage/assets/react-abc.js">
    <link rel="modulepreload" crossorigin href="/stage/assets/chakra-abc.js">
    <link rel="stylesheet" crossorigin href="/stage/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('the prerendered /login', () => {
  const { markup, styles } = renderLoginPage();

  it('draws the sign-in form in English, labelled, with the CSS it needs', () => {
    expect(markup).toContain('Hi, welcome back');
    expect(markup).toMatch(/<label[^>]*for="([^"]+)"[^>]*>Username<\/label><input[^>]*id="\1"/);
    expect(markup).toMatch(/<label[^>]*>Password<\/label><input[^>]*type="password"/);
    expect(markup).toContain('data-testid="sign-in"');
    expect(markup).toContain('href="/stage/pages/contact-us"');
    // Each class the markup uses has its rule among the styles.
    const classes = new Set([...markup.matchAll(/\bcss-([a-z0-9]+)/g)].map((m) => m[1]));
    expect(classes.size).toBeGreaterThan(5);
    for (const name of classes) expect(styles, name).toContain(`.css-${name}`);
    expect(markup).not.toMatch(/<style|<script/);
  });

  it('cannot be typed into or submitted before the app takes over', () => {
    expect(markup.startsWith('<div inert="">')).toBe(true);
    const inputs = [...markup.matchAll(/<input\b[^>]*>/g)].map((m) => m[0]);
    expect(inputs).toHaveLength(2);
    for (const input of inputs) expect(input).toContain('readonly=""');
  });

  it('goes into index.html with a boot script in place of the entry and its preloads', () => {
    const page = withPrerendered(indexHtml, {
      markup,
      styles,
      bootSrc: '/stage/assets/login-boot-abc.js',
    });
    expect(page).toContain(`<div id="root" data-prerendered="">${markup}</div>`);
    expect(page.indexOf(styles)).toBeLessThan(page.indexOf('</head>'));
    expect(page).toContain(
      '<script type="module" crossorigin src="/stage/assets/login-boot-abc.js">',
    );
    expect(page).not.toContain('index-abc.js');
    expect(page).not.toContain('modulepreload');
    expect(page).toContain('href="/stage/assets/index-abc.css"');
  });

  it('refuses an index.html it cannot prerender into', () => {
    const page = { markup, styles, bootSrc: '/boot.js' };
    expect(() => withPrerendered(indexHtml.replace('<div id="root"></div>', ''), page)).toThrow(
      /#root/,
    );
    expect(() => withPrerendered(indexHtml.replace(/<script[^>]*><\/script>/, ''), page)).toThrow(
      /entry script/,
    );
  });

  it('boots the app with the entry and the preloads index.html had', () => {
    const script = bootScript('/stage/assets/index-abc.js', ['/stage/assets/react-abc.js']);
    expect(script).toContain('const entry = "/stage/assets/index-abc.js";');
    expect(script).toContain('const preloads = ["/stage/assets/react-abc.js"];');
    expect(script).toContain('void import(entry);');
  });
});
