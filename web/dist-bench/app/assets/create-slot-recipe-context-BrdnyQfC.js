import {
  A as e,
  C as t,
  M as n,
  O as r,
  _ as i,
  b as a,
  d as o,
  g as s,
  h as c,
  k as l,
  m as u,
  p as d,
  x as f,
} from './react-intl-BC9XPNUK.js';
var p = l(),
  m = n(e(), 1);
function h(e) {
  let { key: t, recipe: n } = e,
    r = a();
  return (0, m.useMemo)(
    () => (n ? r.sva(n) : t == null ? r.sva({ slots: [] }) : r.getSlotRecipeFn(t)),
    [t, n, r],
  );
}
var g = (e) => {
  let { key: n, recipe: a } = e,
    l = s(n || a.className || `Component`),
    [g, _] = f({
      name: `${l}StylesContext`,
      errorMessage: `use${l}Styles returned is 'undefined'. Seems you forgot to wrap the components in "<${l}.Root />" `,
    }),
    [v, y] = f({
      name: `${l}ClassNameContext`,
      errorMessage: `use${l}ClassNames returned is 'undefined'. Seems you forgot to wrap the components in "<${l}.Root />" `,
      strict: !1,
    }),
    [b, x] = f({
      strict: !1,
      name: `${l}PropsContext`,
      providerName: `${l}PropsContext`,
      defaultValue: {},
    });
  function S(e) {
    let { unstyled: t, ...r } = e,
      i = h({ key: n, recipe: r.recipe || a }),
      [s, c] = (0, m.useMemo)(() => i.splitVariantProps(r), [r, i]);
    return {
      styles: (0, m.useMemo)(() => (t ? o : i(s)), [t, s, i]),
      classNames: i.classNameMap,
      props: c,
    };
  }
  function C(e, t = {}) {
    let { defaultProps: n, displayName: i } = t,
      a = d(e),
      o = u(l, a),
      s = (t) => {
        let i = x(),
          { styles: a, classNames: o, props: s } = S((0, m.useMemo)(() => r(n, i, t), [i, t]));
        return (0, p.jsx)(g, {
          value: a,
          children: (0, p.jsx)(v, { value: o, children: (0, p.jsx)(e, { ...s }) }),
        });
      };
    return ((s.displayName = i ?? o ?? a), s);
  }
  return {
    StylesProvider: g,
    ClassNamesProvider: v,
    PropsProvider: b,
    usePropsContext: x,
    useRecipeResult: S,
    withProvider: (e, n, a) => {
      let { defaultProps: o, displayName: s, wrapElement: u, ...f } = a ?? {},
        h = c(l, String(n)),
        _ = i(e, {}, f),
        y = (0, m.forwardRef)((e, i) => {
          let a = x(),
            s = (0, m.useMemo)(() => r(o ?? {}, a, e), [a, e]),
            { styles: c, props: l, classNames: d } = S(s),
            f = d[n],
            h = (0, p.jsx)(g, {
              value: c,
              children: (0, p.jsx)(v, {
                value: d,
                children: (0, p.jsx)(_, {
                  ref: i,
                  ...l,
                  css: [c[n], s.css],
                  className: t(s.className, f),
                }),
              }),
            });
          return u?.(h, s) ?? h;
        });
      return ((y.displayName = s ?? h ?? d(e)), y);
    },
    withContext: (e, n, r) => {
      let { displayName: a, ...o } = r ?? {},
        s = n != null && n !== `` ? c(l, String(n)) : l,
        u = i(e, {}, o),
        f = (0, m.forwardRef)((e, r) => {
          let { unstyled: i, ...a } = e,
            o = _(),
            s = y()?.[n];
          return (0, p.jsx)(u, {
            ...a,
            css: [!i && n ? o[n] : void 0, e.css],
            ref: r,
            className: t(e.className, s),
          });
        });
      return ((f.displayName = a ?? s ?? d(e)), f);
    },
    withRootProvider: C,
    useStyles: _,
    useClassNames: y,
  };
};
export { h as n, g as t };
