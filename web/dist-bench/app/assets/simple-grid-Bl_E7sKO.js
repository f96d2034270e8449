import { A as e, M as t, _ as n, b as r, k as i, o as a } from './react-intl-BC9XPNUK.js';
var o = i(),
  s = t(e(), 1),
  c = (0, s.forwardRef)(function (e, t) {
    let {
      templateAreas: r,
      column: i,
      row: a,
      autoFlow: s,
      autoRows: c,
      templateRows: l,
      autoColumns: u,
      templateColumns: d,
      inline: f,
      ...p
    } = e;
    return (0, o.jsx)(n.div, {
      ...p,
      ref: t,
      css: [
        {
          display: f ? `inline-grid` : `grid`,
          gridTemplateAreas: r,
          gridAutoColumns: u,
          gridColumn: i,
          gridRow: a,
          gridAutoFlow: s,
          gridAutoRows: c,
          gridTemplateRows: l,
          gridTemplateColumns: d,
        },
        e.css,
      ],
    });
  });
c.displayName = `Grid`;
var l = (0, s.forwardRef)(function (e, t) {
  let { columns: n, minChildWidth: i, ...a } = e,
    s = r(),
    l = i ? d(i, s) : f(n);
  return (0, o.jsx)(c, { ref: t, templateColumns: l, ...a });
});
l.displayName = `SimpleGrid`;
function u(e) {
  return typeof e == `number` ? `${e}px` : e;
}
function d(e, t) {
  return a(e, (e) => {
    let n = t.tokens.getVar(`sizes.${e}`, u(e));
    return e === null ? null : `repeat(auto-fit, minmax(${n}, 1fr))`;
  });
}
function f(e) {
  return a(e, (e) => (e === null ? null : `repeat(${e}, minmax(0, 1fr))`));
}
export { l as t };
