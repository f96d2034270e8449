import { A as e, M as t } from './react-intl-BC9XPNUK.js';
var n = t(e(), 1),
  r = (e) => {
    throw TypeError(e);
  },
  i = (e, t, n) => t.has(e) || r(`Cannot ` + n),
  a = (e, t, n) => (i(e, t, `read from private field`), n ? n.call(e) : t.get(e)),
  o = (e, t, n) =>
    t.has(e)
      ? r(`Cannot add the same private member more than once`)
      : t instanceof WeakSet
        ? t.add(e)
        : t.set(e, n),
  s = (e, t, n, r) => (i(e, t, `write to private field`), r ? r.call(e, n) : t.set(e, n), n),
  c = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i,
  l = /^[\\/]{2}/;
function u(e, t) {
  return t + e.replace(/\\/g, `/`);
}
var d = `popstate`;
function f(e) {
  return (
    typeof e == `object` &&
    !!e &&
    `pathname` in e &&
    `search` in e &&
    `hash` in e &&
    `state` in e &&
    `key` in e
  );
}
function p(e = {}) {
  function t(e, t) {
    let n = t.state?.masked,
      { pathname: r, search: i, hash: a } = n || e.location;
    return v(
      ``,
      { pathname: r, search: i, hash: a },
      (t.state && t.state.usr) || null,
      (t.state && t.state.key) || `default`,
      n
        ? { pathname: e.location.pathname, search: e.location.search, hash: e.location.hash }
        : void 0,
    );
  }
  function n(e, t) {
    return typeof t == `string` ? t : y(t);
  }
  return x(t, n, null, e);
}
function m(e, t) {
  if (e === !1 || e == null) throw Error(t);
}
function h(e, t) {
  if (!e) {
    typeof console < `u` && console.warn(t);
    try {
      throw Error(t);
    } catch {}
  }
}
function g() {
  return Math.random().toString(36).substring(2, 10);
}
function _(e, t) {
  return {
    usr: e.state,
    key: e.key,
    idx: t,
    masked: e.mask ? { pathname: e.pathname, search: e.search, hash: e.hash } : void 0,
  };
}
function v(e, t, n = null, r, i) {
  return {
    pathname: typeof e == `string` ? e : e.pathname,
    search: ``,
    hash: ``,
    ...(typeof t == `string` ? b(t) : t),
    state: n,
    key: (t && t.key) || r || g(),
    mask: i,
  };
}
function y({ pathname: e = `/`, search: t = ``, hash: n = `` }) {
  return (
    t && t !== `?` && (e += t.charAt(0) === `?` ? t : `?` + t),
    n && n !== `#` && (e += n.charAt(0) === `#` ? n : `#` + n),
    e
  );
}
function b(e) {
  let t = {};
  if (e) {
    let n = e.indexOf(`#`);
    n >= 0 && ((t.hash = e.substring(n)), (e = e.substring(0, n)));
    let r = e.indexOf(`?`);
    (r >= 0 && ((t.search = e.substring(r)), (e = e.substring(0, r))), e && (t.pathname = e));
  }
  return t;
}
function x(e, t, n, r = {}) {
  let { window: i = document.defaultView, v5Compat: a = !1 } = r,
    o = i.history,
    s = `POP`,
    c = null,
    l = u();
  l ?? ((l = 0), o.replaceState({ ...o.state, idx: l }, ``));
  function u() {
    return (o.state || { idx: null }).idx;
  }
  function p() {
    s = `POP`;
    let e = u(),
      t = e == null ? null : e - l;
    ((l = e), c && c({ action: s, location: y.location, delta: t }));
  }
  function m(e, t) {
    s = `PUSH`;
    let r = f(e) ? e : v(y.location, e, t);
    (n && n(r, e), (l = u() + 1));
    let d = _(r, l),
      p = y.createHref(r.mask || r);
    try {
      o.pushState(d, ``, p);
    } catch (e) {
      if (e instanceof DOMException && e.name === `DataCloneError`) throw e;
      i.location.assign(p);
    }
    a && c && c({ action: s, location: y.location, delta: 1 });
  }
  function h(e, t) {
    s = `REPLACE`;
    let r = f(e) ? e : v(y.location, e, t);
    (n && n(r, e), (l = u()));
    let i = _(r, l),
      d = y.createHref(r.mask || r);
    (o.replaceState(i, ``, d), a && c && c({ action: s, location: y.location, delta: 0 }));
  }
  function g(e) {
    return S(i, e);
  }
  let y = {
    get action() {
      return s;
    },
    get location() {
      return e(i, o);
    },
    listen(e) {
      if (c) throw Error(`A history only accepts one active listener`);
      return (
        i.addEventListener(d, p),
        (c = e),
        () => {
          (i.removeEventListener(d, p), (c = null));
        }
      );
    },
    createHref(e) {
      return t(i, e);
    },
    createURL: g,
    encodeLocation(e) {
      let t = g(e);
      return { pathname: t.pathname, search: t.search, hash: t.hash };
    },
    push: m,
    replace: h,
    go(e) {
      return o.go(e);
    },
  };
  return y;
}
function S(e, t, n = !1) {
  let r = `http://localhost`;
  (e && (r = e.location.origin === `null` ? e.location.href : e.location.origin),
    m(r, `No window.location.(origin|href) available to create URL`));
  let i = typeof t == `string` ? t : y(t);
  return ((i = i.replace(/ $/, `%20`)), !n && l.test(i) && (i = r + i), new URL(i, r));
}
function C(e) {
  return { defaultValue: e };
}
var w,
  T = class {
    constructor(e) {
      if ((o(this, w, new Map()), e)) for (let [t, n] of e) this.set(t, n);
    }
    get(e) {
      if (a(this, w).has(e)) return a(this, w).get(e);
      if (e.defaultValue !== void 0) return e.defaultValue;
      throw Error(`No value found for context`);
    }
    set(e, t) {
      a(this, w).set(e, t);
    }
  };
w = new WeakMap();
var E = new Set([`lazy`, `caseSensitive`, `path`, `id`, `index`, `children`]);
function D(e) {
  return E.has(e);
}
var O = new Set([`lazy`, `caseSensitive`, `path`, `id`, `index`, `middleware`, `children`]);
function k(e) {
  return O.has(e);
}
function A(e) {
  return e.index === !0;
}
function j(e, t, n = [], r = {}, i = !1) {
  return e.map((e, a) => {
    let o = [...n, String(a)],
      s = typeof e.id == `string` ? e.id : o.join(`-`);
    if (
      (m(e.index !== !0 || !e.children, `Cannot specify children on an index route`),
      m(
        i || !r[s],
        `Found a route id collision on id "${s}".  Route id's must be globally unique within Data Router usages`,
      ),
      A(e))
    ) {
      let n = { ...e, id: s };
      return ((r[s] = M(n, t(n))), n);
    }
    {
      let n = { ...e, id: s, children: void 0 };
      return ((r[s] = M(n, t(n))), e.children && (n.children = j(e.children, t, o, r, i)), n);
    }
  });
}
function M(e, t) {
  return Object.assign(e, {
    ...t,
    ...(typeof t.lazy == `object` && t.lazy != null ? { lazy: { ...e.lazy, ...t.lazy } } : {}),
  });
}
function N(e, t, n = `/`) {
  return P(e, t, n, !1);
}
function P(e, t, n, r, i) {
  let a = V((typeof t == `string` ? b(t) : t).pathname || `/`, n);
  if (a == null) return null;
  let o = i ?? F(e),
    s = null,
    c = fe(a);
  for (let e = 0; s == null && e < o.length; ++e) s = le(o[e], c, r);
  return s;
}
function ee(e, t) {
  let { route: n, pathname: r, params: i } = e;
  return { id: n.id, pathname: r, params: i, data: t[n.id], loaderData: t[n.id], handle: n.handle };
}
function F(e) {
  let t = I(e);
  return (L(t), t);
}
function I(e, t = [], n = [], r = ``, i = !1) {
  let a = (e, a, o = i, s) => {
    let c = {
      relativePath: s === void 0 ? e.path || `` : s,
      caseSensitive: e.caseSensitive === !0,
      childrenIndex: a,
      route: e,
    };
    if (c.relativePath.startsWith(`/`)) {
      if (!c.relativePath.startsWith(r) && o) return;
      (m(
        c.relativePath.startsWith(r),
        `Absolute route path "${c.relativePath}" nested under path "${r}" is not valid. An absolute child route path must start with the combined path of all its parent routes.`,
      ),
        (c.relativePath = c.relativePath.slice(r.length)));
    }
    let l = U([r, c.relativePath]),
      u = n.concat(c);
    (e.children &&
      e.children.length > 0 &&
      (m(
        e.index !== !0,
        `Index routes must not have child routes. Please remove all child routes from route path "${l}".`,
      ),
      I(e.children, t, u, l, o)),
      (e.path != null || e.index) &&
        t.push({
          path: l,
          score: se(l, e.index),
          routesMeta: u.map((e, t) => {
            let [n, r] = de(e.relativePath, e.caseSensitive, t === u.length - 1);
            return { ...e, matcher: n, compiledParams: r };
          }),
        }));
  };
  return (
    e.forEach((e, t) => {
      if (e.path === `` || !e.path?.includes(`?`)) a(e, t);
      else for (let n of te(e.path)) a(e, t, !0, n);
    }),
    t
  );
}
function te(e) {
  let t = e.split(`/`);
  if (t.length === 0) return [];
  let [n, ...r] = t,
    i = n.endsWith(`?`),
    a = n.replace(/\?$/, ``);
  if (r.length === 0) return i ? [a, ``] : [a];
  let o = te(r.join(`/`)),
    s = [];
  return (
    s.push(...o.map((e) => (e === `` ? a : [a, e].join(`/`)))),
    i && s.push(...o),
    s.map((t) => (e.startsWith(`/`) && t === `` ? `/` : t))
  );
}
function L(e) {
  e.sort((e, t) =>
    e.score === t.score
      ? ce(
          e.routesMeta.map((e) => e.childrenIndex),
          t.routesMeta.map((e) => e.childrenIndex),
        )
      : t.score - e.score,
  );
}
var ne = /^:[\w-]+$/,
  re = 3,
  ie = 2,
  R = 1,
  ae = 10,
  oe = -2,
  z = (e) => e === `*`;
function se(e, t) {
  let n = e.split(`/`),
    r = n.length;
  return (
    n.some(z) && (r += oe),
    t && (r += ie),
    n.filter((e) => !z(e)).reduce((e, t) => e + (ne.test(t) ? re : t === `` ? R : ae), r)
  );
}
function ce(e, t) {
  return e.length === t.length && e.slice(0, -1).every((e, n) => e === t[n])
    ? e[e.length - 1] - t[t.length - 1]
    : 0;
}
function le(e, t, n = !1) {
  let { routesMeta: r } = e,
    i = {},
    a = `/`,
    o = [];
  for (let e = 0; e < r.length; ++e) {
    let s = r[e],
      c = e === r.length - 1,
      l = a === `/` ? t : t.slice(a.length) || `/`,
      u = { path: s.relativePath, caseSensitive: s.caseSensitive, end: c },
      d = s.matcher && s.compiledParams ? ue(u, l, s.matcher, s.compiledParams) : B(u, l),
      f = s.route;
    if (
      (!d &&
        c &&
        n &&
        !r[r.length - 1].route.index &&
        (d = B({ path: s.relativePath, caseSensitive: s.caseSensitive, end: !1 }, l)),
      !d)
    )
      return null;
    (Object.assign(i, d.params),
      o.push({
        params: i,
        pathname: U([a, d.pathname]),
        pathnameBase: Se(U([a, d.pathnameBase])),
        route: f,
      }),
      d.pathnameBase !== `/` && (a = U([a, d.pathnameBase])));
  }
  return o;
}
function B(e, t) {
  typeof e == `string` && (e = { path: e, caseSensitive: !1, end: !0 });
  let [n, r] = de(e.path, e.caseSensitive, e.end);
  return ue(e, t, n, r);
}
function ue(e, t, n, r) {
  let i = t.match(n);
  if (!i) return null;
  let a = i[0],
    o = xe(a, 1),
    s = i.slice(1);
  return {
    params: r.reduce((e, { paramName: t, isOptional: n }, r) => {
      if (t === `*`) {
        let e = s[r] || ``;
        o = xe(a.slice(0, a.length - e.length), 1);
      }
      let i = s[r];
      return ((e[t] = n && !i ? void 0 : (i || ``).replace(/%2F/g, `/`)), e);
    }, {}),
    pathname: a,
    pathnameBase: o,
    pattern: e,
  };
}
function de(e, t = !1, n = !0) {
  h(
    e === `*` || !e.endsWith(`*`) || e.endsWith(`/*`),
    `Route path "${e}" will be treated as if it were "${e.replace(/\*$/, `/*`)}" because the \`*\` character must always follow a \`/\` in the pattern. To get rid of this warning, please change the route path to "${e.replace(/\*$/, `/*`)}".`,
  );
  let r = [],
    i =
      `^` +
      e
        .replace(/\/*\*?$/, ``)
        .replace(/^\/*/, `/`)
        .replace(/[\\.*+^${}|()[\]]/g, `\\$&`)
        .replace(/\/:([\w-]+)(\?)?/g, (e, t, n, i, a) => {
          if ((r.push({ paramName: t, isOptional: n != null }), n)) {
            let t = a.charAt(i + e.length);
            return t && t !== `/` ? `/([^\\/]*)` : `(?:/([^\\/]*))?`;
          }
          return `/([^\\/]+)`;
        })
        .replace(/\/([\w-]+)\?(\/|$)/g, `(/$1)?$2`);
  return (
    e.endsWith(`*`)
      ? (r.push({ paramName: `*` }), (i += e === `*` || e === `/*` ? `(.*)$` : `(?:\\/(.+)|\\/*)$`))
      : n
        ? (i += `\\/*$`)
        : e !== `` && e !== `/` && (i += `(?:(?=\\/|$))`),
    [new RegExp(i, t ? void 0 : `i`), r]
  );
}
function fe(e) {
  try {
    return e
      .split(`/`)
      .map((e) => decodeURIComponent(e).replace(/\//g, `%2F`))
      .join(`/`);
  } catch (t) {
    return (
      h(
        !1,
        `The URL path "${e}" could not be decoded because it is a malformed URL segment. This is probably due to a bad percent encoding (${t}).`,
      ),
      e
    );
  }
}
function V(e, t) {
  if (t === `/`) return e;
  if (!e.toLowerCase().startsWith(t.toLowerCase())) return null;
  let n = t.endsWith(`/`) ? t.length - 1 : t.length,
    r = e.charAt(n);
  return r && r !== `/` ? null : e.slice(n) || `/`;
}
function pe({ basename: e, pathname: t }) {
  return t === `/` ? e : U([e, t]);
}
var me = (e) => c.test(e);
function he(e, t = `/`) {
  let { pathname: n, search: r = ``, hash: i = `` } = typeof e == `string` ? b(e) : e,
    a;
  return (
    n
      ? ((n = be(n)),
        (a = n.startsWith(`/`) || n.startsWith(`\\`) ? ge(n.substring(1), `/`) : ge(n, t)))
      : (a = t),
    { pathname: a, search: Ce(r), hash: we(i) }
  );
}
function ge(e, t) {
  let n = xe(t).split(`/`);
  return (
    e.split(`/`).forEach((e) => {
      e === `..` ? n.length > 1 && n.pop() : e !== `.` && n.push(e);
    }),
    n.length > 1 ? n.join(`/`) : `/`
  );
}
function _e(e, t, n, r) {
  return `Cannot include a '${e}' character in a manually specified \`to.${t}\` field [${JSON.stringify(r)}].  Please separate it out to the \`to.${n}\` field. Alternatively you may provide the full path as a string in <Link to="..."> and the router will parse it for you.`;
}
function ve(e) {
  return e.filter((e, t) => t === 0 || (e.route.path && e.route.path.length > 0));
}
function ye(e) {
  let t = ve(e);
  return t.map((e, n) => (n === t.length - 1 ? e.pathname : e.pathnameBase));
}
function H(e, t, n, r = !1) {
  let i;
  typeof e == `string`
    ? (i = b(e))
    : ((i = { ...e }),
      m(!i.pathname || !i.pathname.includes(`?`), _e(`?`, `pathname`, `search`, i)),
      m(!i.pathname || !i.pathname.includes(`#`), _e(`#`, `pathname`, `hash`, i)),
      m(!i.search || !i.search.includes(`#`), _e(`#`, `search`, `hash`, i)));
  let a = e === `` || i.pathname === ``,
    o = a ? `/` : i.pathname,
    s;
  if (o == null) s = n;
  else {
    let e = t.length - 1;
    if (!r && o.startsWith(`..`)) {
      let t = o.split(`/`);
      for (; t[0] === `..`;) (t.shift(), --e);
      i.pathname = t.join(`/`);
    }
    s = e >= 0 ? t[e] : `/`;
  }
  let c = he(i, s),
    l = o && o !== `/` && o.endsWith(`/`),
    u = (a || o === `.`) && n.endsWith(`/`);
  return (!c.pathname.endsWith(`/`) && (l || u) && (c.pathname += `/`), c);
}
var be = (e) => e.replace(/[\\/]{2,}/g, `/`),
  U = (e) => be(e.join(`/`));
function xe(e, t = 0) {
  let n = e.length;
  for (; n > t && e.charCodeAt(n - 1) === 47;) n--;
  return n === e.length ? e : e.slice(0, n);
}
var Se = (e) => xe(e).replace(/^\/*/, `/`),
  Ce = (e) => (!e || e === `?` ? `` : e.startsWith(`?`) ? e : `?` + e),
  we = (e) => (!e || e === `#` ? `` : e.startsWith(`#`) ? e : `#` + e),
  Te = [`EvalError`, `RangeError`, `ReferenceError`, `SyntaxError`, `TypeError`, `URIError`],
  Ee = class {
    constructor(e, t, n, r = !1) {
      ((this.status = e),
        (this.statusText = t || ``),
        (this.internal = r),
        n instanceof Error ? ((this.data = n.toString()), (this.error = n)) : (this.data = n));
    }
  };
function De(e) {
  return (
    e != null &&
    typeof e.status == `number` &&
    typeof e.statusText == `string` &&
    typeof e.internal == `boolean` &&
    `data` in e
  );
}
function Oe(e) {
  return U(e.map((e) => e.route.path).filter(Boolean)) || `/`;
}
var ke =
  typeof window < `u` && window.document !== void 0 && window.document.createElement !== void 0;
function Ae(e, t) {
  let n = e;
  if (typeof n != `string` || !c.test(n)) return { absoluteURL: void 0, isExternal: !1, to: n };
  let r = n,
    i = !1;
  if (ke)
    try {
      let e = new URL(window.location.href),
        r = l.test(n) ? new URL(u(n, e.protocol)) : new URL(n),
        a = V(r.pathname, t);
      r.origin === e.origin && a != null ? (n = a + r.search + r.hash) : (i = !0);
    } catch {
      h(
        !1,
        `<Link to="${n}"> contains an invalid URL which will probably break when clicked - please update to a valid URL path.`,
      );
    }
  return { absoluteURL: r, isExternal: i, to: n };
}
var W = Symbol(`Uninstrumented`);
function je(e, t) {
  let n = {
    lazy: [],
    'lazy.loader': [],
    'lazy.action': [],
    'lazy.middleware': [],
    middleware: [],
    loader: [],
    action: [],
  };
  e.forEach((e) =>
    e({
      id: t.id,
      index: t.index,
      path: t.path,
      instrument(e) {
        let t = Object.keys(n);
        for (let r of t) e[r] && n[r].push(e[r]);
      },
    }),
  );
  let r = {};
  if (typeof t.lazy == `function` && n.lazy.length > 0) {
    let e = G(n.lazy, t.lazy, () => void 0);
    e && (r.lazy = e);
  }
  if (typeof t.lazy == `object`) {
    let e = t.lazy;
    [`middleware`, `loader`, `action`].forEach((t) => {
      let i = e[t],
        a = n[`lazy.${t}`];
      if (typeof i == `function` && a.length > 0) {
        let e = G(a, i, () => void 0);
        e && (r.lazy = Object.assign(r.lazy || {}, { [t]: e }));
      }
    });
  }
  return (
    [`loader`, `action`].forEach((e) => {
      let i = t[e];
      if (typeof i == `function` && n[e].length > 0) {
        let t = i[W] ?? i,
          a = G(n[e], t, (...e) => Pe(e[0]));
        a && (e === `loader` && t.hydrate === !0 && (a.hydrate = !0), (a[W] = t), (r[e] = a));
      }
    }),
    t.middleware &&
      t.middleware.length > 0 &&
      n.middleware.length > 0 &&
      (r.middleware = t.middleware.map((e) => {
        let t = e[W] ?? e,
          r = G(n.middleware, t, (...e) => Pe(e[0]));
        return r ? ((r[W] = t), r) : e;
      })),
    r
  );
}
function Me(e, t) {
  let n = { navigate: [], fetch: [] };
  if (
    (t.forEach((e) =>
      e({
        instrument(e) {
          let t = Object.keys(e);
          for (let r of t) e[r] && n[r].push(e[r]);
        },
      }),
    ),
    n.navigate.length > 0)
  ) {
    let t = e.navigate[W] ?? e.navigate,
      r = G(n.navigate, t, (...t) => {
        let [n, r] = t;
        return {
          to: typeof n == `number` || typeof n == `string` ? n : n ? y(n) : `.`,
          ...K(e, r ?? {}),
        };
      });
    r && ((r[W] = t), (e.navigate = r));
  }
  if (n.fetch.length > 0) {
    let t = e.fetch[W] ?? e.fetch,
      r = G(n.fetch, t, (...t) => {
        let [n, , r, i] = t;
        return { href: r ?? `.`, fetcherKey: n, ...K(e, i ?? {}) };
      });
    r && ((r[W] = t), (e.fetch = r));
  }
  return e;
}
function G(e, t, n) {
  return e.length === 0
    ? null
    : async (...r) => {
        let i = await Ne(e, n(...r), () => t(...r), e.length - 1);
        if (i.type === `error`) throw i.value;
        return i.value;
      };
}
async function Ne(e, t, n, r) {
  let i = e[r],
    a;
  if (i) {
    let o,
      s = async () => (
        o
          ? console.error(`You cannot call instrumented handlers more than once`)
          : (o = Ne(e, t, n, r - 1)),
        (a = await o),
        m(a, `Expected a result`),
        a.type === `error` && a.value instanceof Error
          ? { status: `error`, error: a.value }
          : { status: `success`, error: void 0 }
      );
    try {
      await i(s, t);
    } catch (e) {
      console.error(`An instrumentation function threw an error:`, e);
    }
    (o || (await s()), await o);
  } else
    try {
      a = { type: `success`, value: await n() };
    } catch (e) {
      a = { type: `error`, value: e };
    }
  return a || { type: `error`, value: Error(`No result assigned in instrumentation chain.`) };
}
function Pe(e) {
  let { request: t, context: n, params: r, pattern: i } = e;
  return { request: Fe(t), params: { ...r }, pattern: i, context: Ie(n) };
}
function K(e, t) {
  return {
    currentUrl: y(e.state.location),
    ...(`formMethod` in t ? { formMethod: t.formMethod } : {}),
    ...(`formEncType` in t ? { formEncType: t.formEncType } : {}),
    ...(`formData` in t ? { formData: t.formData } : {}),
    ...(`body` in t ? { body: t.body } : {}),
  };
}
function Fe(e) {
  return { method: e.method, url: e.url, headers: { get: (...t) => e.headers.get(...t) } };
}
function Ie(e) {
  if (Re(e)) {
    let t = { ...e };
    return (Object.freeze(t), t);
  }
  return { get: (t) => e.get(t) };
}
var Le = Object.getOwnPropertyNames(Object.prototype).sort().join(`\0`);
function Re(e) {
  if (typeof e != `object` || !e) return !1;
  let t = Object.getPrototypeOf(e);
  return (
    t === Object.prototype || t === null || Object.getOwnPropertyNames(t).sort().join(`\0`) === Le
  );
}
var ze = new URL(`http://localhost`);
function q(e) {
  if (e.createURL) return e.createURL(`/`);
  try {
    return new URL(e.createHref(`/`), ze);
  } catch {
    return ze;
  }
}
function Be(e, t) {
  return (
    e.origin === t.origin &&
    (e.origin !== `null` || (e.protocol === t.protocol && e.host === t.host))
  );
}
function Ve(e, t) {
  if (e.startsWith(`//`)) return !0;
  let n = t.protocol.toLowerCase();
  return e.toLowerCase().startsWith(n) ? t.host === `` || e.slice(n.length).startsWith(`//`) : !1;
}
function He(e, t, n, r) {
  let i = null;
  try {
    i = e == null ? null : new URL(e, n);
  } catch {}
  let a = new URL(t, n),
    o = i != null && !Be(i, n),
    s = !Be(a, n);
  if (r === `reject`) {
    if (o || s) throw Error(`External navigation is not allowed`);
  } else if (s && (i == null || !Ve(e, i) || !Be(i, a)))
    throw Error(`External navigation is not allowed`);
}
var Ue = [`POST`, `PUT`, `PATCH`, `DELETE`],
  We = new Set(Ue),
  Ge = [`GET`, ...Ue],
  Ke = new Set(Ge),
  qe = new Set([301, 302, 303, 307, 308]),
  Je = new Set([307, 308]),
  Ye = {
    state: `idle`,
    location: void 0,
    matches: void 0,
    historyAction: void 0,
    formMethod: void 0,
    formAction: void 0,
    formEncType: void 0,
    formData: void 0,
    json: void 0,
    text: void 0,
  },
  Xe = {
    state: `idle`,
    data: void 0,
    formMethod: void 0,
    formAction: void 0,
    formEncType: void 0,
    formData: void 0,
    json: void 0,
    text: void 0,
  },
  Ze = { state: `unblocked`, proceed: void 0, reset: void 0, location: void 0 },
  Qe = (e) => ({ hasErrorBoundary: !!e.hasErrorBoundary }),
  $e = `remix-router-transitions`,
  et = Symbol(`ResetLoaderData`),
  tt,
  nt,
  rt,
  it,
  at = class {
    constructor(e) {
      (o(this, tt), o(this, nt), o(this, rt), o(this, it), s(this, tt, e), s(this, nt, F(e)));
    }
    get stableRoutes() {
      return a(this, tt);
    }
    get activeRoutes() {
      return a(this, rt) ?? a(this, tt);
    }
    get branches() {
      return a(this, it) ?? a(this, nt);
    }
    get hasHMRRoutes() {
      return a(this, rt) != null;
    }
    setRoutes(e) {
      (s(this, tt, e), s(this, nt, F(e)));
    }
    setHmrRoutes(e) {
      (s(this, rt, e), s(this, it, F(e)));
    }
    commitHmrRoutes() {
      a(this, rt) &&
        (s(this, tt, a(this, rt)),
        s(this, nt, a(this, it)),
        s(this, rt, void 0),
        s(this, it, void 0));
    }
  };
((tt = new WeakMap()), (nt = new WeakMap()), (rt = new WeakMap()), (it = new WeakMap()));
function ot(e) {
  let t = e.window ? e.window : typeof window < `u` ? window : void 0,
    n = t !== void 0 && t.document !== void 0 && t.document.createElement !== void 0;
  m(e.routes.length > 0, `You must provide a non-empty routes array to createRouter`);
  let r = e.hydrationRouteProperties || [],
    i = e.mapRouteProperties || Qe,
    a = i;
  if (e.instrumentations) {
    let t = e.instrumentations;
    a = (e) => ({ ...i(e), ...je(t.map((e) => e.route).filter(Boolean), e) });
  }
  let o = {},
    s = new at(j(e.routes, a, void 0, o)),
    c = e.basename || `/`;
  c.startsWith(`/`) || (c = `/${c}`);
  let u = e.dataStrategy || Ct,
    d = { ...e.future },
    f = null,
    p = new Set(),
    g = null,
    _ = null,
    x = null,
    C = null,
    w = e.hydrationData != null,
    E = P(s.activeRoutes, e.history.location, c, !1, s.branches),
    D = !1,
    O = null,
    k,
    A;
  if (E == null && !e.patchRoutesOnNavigation) {
    let t = J(404, { pathname: e.history.location.pathname }),
      { matches: n, route: r } = qt(s.activeRoutes);
    ((k = !0), (A = !k), (E = n), (O = { [r.id]: t }));
  } else if (
    (E &&
      !e.hydrationData &&
      it(E, s.activeRoutes, e.history.location.pathname).active &&
      (E = null),
    !E)
  ) {
    ((k = !1), (A = !k), (E = []));
    let t = it(null, s.activeRoutes, e.history.location.pathname);
    t.active && t.matches && ((D = !0), (E = t.matches));
  } else if (E.some((e) => e.route.lazy)) ((k = !1), (A = !k));
  else if (!E.some((e) => dt(e.route))) ((k = !0), (A = !k));
  else {
    let t = e.hydrationData ? e.hydrationData.loaderData : null,
      n = e.hydrationData ? e.hydrationData.errors : null,
      r = E;
    if (n) {
      let e = E.findIndex((e) => n[e.route.id] !== void 0);
      r = r.slice(0, e + 1);
    }
    ((A = !1),
      (k = !0),
      r.forEach((e) => {
        let r = ft(e.route, t, n);
        ((A ||= r.renderFallback), (k &&= !r.shouldLoad));
      }));
  }
  let M,
    N = {
      historyAction: e.history.action,
      location: e.history.location,
      matches: E,
      initialized: k,
      renderFallback: A,
      navigation: Ye,
      restoreScrollPosition: e.hydrationData == null && null,
      preventScrollReset: !1,
      revalidation: `idle`,
      loaderData: (e.hydrationData && e.hydrationData.loaderData) || {},
      actionData: (e.hydrationData && e.hydrationData.actionData) || null,
      errors: (e.hydrationData && e.hydrationData.errors) || O,
      fetchers: new Map(),
      blockers: new Map(),
    },
    F = `POP`,
    I = null,
    te = !1,
    L,
    ne = !1,
    re = new Map(),
    ie = null,
    R = !1,
    ae = !1,
    oe = new Set(),
    z = new Map(),
    se = 0,
    ce = -1,
    le = new Map(),
    B = new Set(),
    ue = new Map(),
    de = new Map(),
    fe = new Set(),
    pe = new Map(),
    he,
    ge = null;
  function _e() {
    if (
      ((f = e.history.listen(({ action: t, location: n, delta: r }) => {
        if (he) {
          (he(), (he = void 0));
          return;
        }
        h(
          pe.size === 0 || r != null,
          'You are trying to use a blocker on a POP navigation to a location that was not created by @remix-run/router. This will fail silently in production. This can happen if you are navigating outside the router via `window.history.pushState`/`window.location.hash` instead of using router navigation APIs.  This can also happen if you are using createHashRouter and the user manually changes the URL.',
        );
        let i = qe({ currentLocation: N.location, nextLocation: n, historyAction: t });
        if (i && r != null) {
          let t = new Promise((e) => {
            he = e;
          });
          (e.history.go(r * -1),
            Ke(i, {
              state: `blocked`,
              location: n,
              proceed() {
                (Ke(i, { state: `proceeding`, proceed: void 0, reset: void 0, location: n }),
                  t.then(() => e.history.go(r)));
              },
              reset() {
                let e = new Map(N.blockers);
                (e.set(i, Ze), H({ blockers: e }));
              },
            }),
            I?.resolve(),
            (I = null));
        } else return Se(t, n);
      })),
      n)
    ) {
      gn(t, re);
      let e = () => _n(t, re);
      (t.addEventListener(`pagehide`, e), (ie = () => t.removeEventListener(`pagehide`, e)));
    }
    return (N.initialized || Se(`POP`, N.location, { initialHydration: !0 }), M);
  }
  function ve() {
    (f && f(),
      ie && ie(),
      p.clear(),
      L && L.abort(),
      N.fetchers.forEach((e, t) => Re(N.fetchers, t)),
      N.blockers.forEach((e, t) => Ge(t)));
  }
  function ye(e) {
    if ((p.add(e), g)) {
      let { newErrors: t } = g;
      ((g = null),
        e(N, { deletedFetchers: [], newErrors: t, viewTransitionOpts: void 0, flushSync: !1 }));
    }
    return () => p.delete(e);
  }
  function H(e, t = {}) {
    ((e.matches &&= e.matches.map((e) => {
      let t = o[e.route.id],
        n = e.route;
      return n.element !== t.element ||
        n.errorElement !== t.errorElement ||
        n.hydrateFallbackElement !== t.hydrateFallbackElement
        ? { ...e, route: t }
        : e;
    })),
      (N = { ...N, ...e }));
    let n = [],
      r = [];
    (N.fetchers.forEach((e, t) => {
      e.state === `idle` && (fe.has(t) ? n.push(t) : r.push(t));
    }),
      fe.forEach((e) => {
        !N.fetchers.has(e) && !z.has(e) && n.push(e);
      }),
      p.size === 0 && (g = { newErrors: e.errors ?? null }),
      [...p].forEach((r) =>
        r(N, {
          deletedFetchers: n,
          newErrors: e.errors ?? null,
          viewTransitionOpts: t.viewTransitionOpts,
          flushSync: t.flushSync === !0,
        }),
      ),
      n.forEach((e) => Re(N.fetchers, e)),
      r.forEach((e) => N.fetchers.delete(e)));
  }
  function be(t, n, { flushSync: r } = {}) {
    let i =
        N.actionData != null &&
        N.navigation.formMethod != null &&
        X(N.navigation.formMethod) &&
        N.navigation.state === `loading` &&
        t.state?._isRedirect !== !0,
      a;
    a = n.actionData
      ? Object.keys(n.actionData).length > 0
        ? n.actionData
        : null
      : i
        ? N.actionData
        : null;
    let o = n.loaderData ? Wt(N.loaderData, n.loaderData, n.matches || [], n.errors) : N.loaderData,
      c = N.blockers;
    c.size > 0 && ((c = new Map(c)), c.forEach((e, t) => c.set(t, Ze)));
    let l = !R && rt(t, n.matches || N.matches),
      u =
        te === !0 ||
        (N.navigation.formMethod != null &&
          X(N.navigation.formMethod) &&
          t.state?._isRedirect !== !0);
    (s.commitHmrRoutes(),
      R ||
        F === `POP` ||
        (F === `PUSH`
          ? e.history.push(t, t.state)
          : F === `REPLACE` && e.history.replace(t, t.state)));
    let d;
    if (F === `POP` && !R && t !== N.location) {
      let e = re.get(N.location.pathname);
      e && e.has(t.pathname)
        ? (d = { currentLocation: N.location, nextLocation: t })
        : re.has(t.pathname) && (d = { currentLocation: t, nextLocation: N.location });
    } else if (ne) {
      let e = re.get(N.location.pathname);
      (e ? e.add(t.pathname) : ((e = new Set([t.pathname])), re.set(N.location.pathname, e)),
        (d = { currentLocation: N.location, nextLocation: t }));
    }
    (H(
      {
        ...n,
        actionData: a,
        loaderData: o,
        historyAction: F,
        location: t,
        initialized: !0,
        renderFallback: !1,
        navigation: Ye,
        revalidation: `idle`,
        restoreScrollPosition: l,
        preventScrollReset: u,
        blockers: c,
      },
      { viewTransitionOpts: d, flushSync: r === !0 },
    ),
      (F = `POP`),
      (te = !1),
      (ne = !1),
      (R = !1),
      (ae = !1),
      I?.resolve(),
      (I = null),
      ge?.resolve(),
      (ge = null));
  }
  async function U(t, n) {
    if ((I?.resolve(), (I = null), typeof t == `number`)) {
      I ||= vn();
      let n = I.promise;
      return (e.history.go(t), n);
    }
    let {
        path: r,
        submission: i,
        error: a,
      } = lt(!1, ct(N.location, N.matches, c, t, n?.fromRouteId, n?.relative), n),
      o;
    if (n?.mask) {
      let t = typeof n.mask == `string` ? b(n.mask) : { ...N.location.mask, ...n.mask };
      if (
        ((o = { pathname: t.pathname ?? ``, search: t.search ?? ``, hash: t.hash ?? `` }),
        l.test(o.pathname))
      )
        throw Error(`External navigation is not allowed`);
      (o.pathname.startsWith(`\\`) && (o.pathname = o.pathname.replace(/^\\+/, `/`)),
        He(
          typeof n.mask == `string` ? n.mask : y(n.mask),
          y(o),
          e.history.createURL(`/`),
          `reject`,
        ));
    }
    let s = N.location,
      u = v(s, r, n && n.state, void 0, o);
    ((u = { ...u, ...e.history.encodeLocation(u) }),
      He(
        t == null ? e.history.createHref(N.location) : typeof t == `string` ? t : y(t),
        e.history.createHref(u.mask || u),
        e.history.createURL(`/`),
        `reject`,
      ));
    let d = n && n.replace != null ? n.replace : void 0,
      f = `PUSH`;
    d === !0
      ? (f = `REPLACE`)
      : d === !1 ||
        (i != null &&
          X(i.formMethod) &&
          i.formAction === N.location.pathname + N.location.search &&
          (f = `REPLACE`));
    let p = n && `preventScrollReset` in n ? n.preventScrollReset === !0 : void 0,
      m = (n && n.flushSync) === !0,
      h = qe({ currentLocation: s, nextLocation: u, historyAction: f });
    h
      ? Ke(h, {
          state: `blocked`,
          location: u,
          proceed() {
            (Ke(h, { state: `proceeding`, proceed: void 0, reset: void 0, location: u }), U(t, n));
          },
          reset() {
            let e = new Map(N.blockers);
            (e.set(h, Ze), H({ blockers: e }));
          },
        })
      : await Se(f, u, {
          submission: i,
          pendingError: a,
          preventScrollReset: p,
          replace: n && n.replace,
          enableViewTransition: n && n.viewTransition,
          flushSync: m,
          callSiteDefaultShouldRevalidate: n && n.defaultShouldRevalidate,
        });
  }
  function xe() {
    ((ge ||= vn()), Pe(), H({ revalidation: `loading` }));
    let e = ge.promise;
    return N.navigation.state === `submitting`
      ? e
      : N.navigation.state === `idle`
        ? (Se(N.historyAction, N.location, { startUninterruptedRevalidation: !0 }), e)
        : (Se(F || N.historyAction, N.navigation.location, {
            overrideNavigation: N.navigation,
            enableViewTransition: ne === !0,
          }),
          e);
  }
  async function Se(t, n, r) {
    (L && L.abort(),
      (L = null),
      (F = t),
      (R = (r && r.startUninterruptedRevalidation) === !0),
      nt(N.location, N.matches),
      (te = (r && r.preventScrollReset) === !0),
      (ne = (r && r.enableViewTransition) === !0));
    let i = s.activeRoutes,
      a =
        r?.initialHydration && N.matches && N.matches.length > 0 && !D
          ? N.matches
          : P(i, n, c, !1, s.branches),
      o = (r && r.flushSync) === !0;
    if (
      a &&
      N.initialized &&
      !ae &&
      Xt(N.location, n) &&
      !(r && r.submission && X(r.submission.formMethod))
    ) {
      be(n, { matches: a }, { flushSync: o });
      return;
    }
    let l = it(a, i, n.pathname);
    if ((l.active && l.matches && (a = l.matches), !a)) {
      let { error: e, notFoundMatches: t, route: r } = $e(n.pathname);
      be(n, { matches: t, loaderData: {}, errors: { [r.id]: e } }, { flushSync: o });
      return;
    }
    let u =
      r && r.overrideNavigation
        ? { ...r.overrideNavigation, matches: a, historyAction: t }
        : void 0;
    L = new AbortController();
    let d = Rt(e.history, n, L.signal, r && r.submission),
      f = e.getContext ? await e.getContext() : new T(),
      p;
    if (r && r.pendingError) p = [Kt(a).route.id, { type: `error`, error: r.pendingError }];
    else if (r && r.submission && X(r.submission.formMethod)) {
      let i = await Ce(d, n, r.submission, a, t, f, l.active, r && r.initialHydration === !0, {
        replace: r.replace,
        flushSync: o,
      });
      if (i.shortCircuited) return;
      if (i.pendingActionResult) {
        let [e, t] = i.pendingActionResult;
        if (Y(t) && De(t.error) && t.error.status === 404) {
          ((L = null), be(n, { matches: i.matches, loaderData: {}, errors: { [e]: t.error } }));
          return;
        }
      }
      ((a = i.matches || a),
        (p = i.pendingActionResult),
        (u = dn(n, a, t, r.submission)),
        (o = !1),
        (l.active = !1),
        (d = Rt(e.history, d.url, d.signal)));
    }
    let {
      shortCircuited: m,
      matches: h,
      loaderData: g,
      errors: _,
      workingFetchers: v,
    } = await we(
      d,
      n,
      a,
      t,
      f,
      l.active,
      u,
      r && r.submission,
      r && r.fetcherSubmission,
      r && r.replace,
      r && r.initialHydration === !0,
      o,
      p,
      r && r.callSiteDefaultShouldRevalidate,
    );
    m ||
      ((L = null),
      be(n, {
        matches: h || a,
        ...Gt(p),
        loaderData: g,
        errors: _,
        ...(v ? { fetchers: v } : {}),
      }));
  }
  async function Ce(t, n, i, l, u, d, f, p, m = {}) {
    if ((Pe(), H({ navigation: fn(n, l, u, i) }, { flushSync: m.flushSync === !0 }), f)) {
      let e = await ot(l, n.pathname, t.signal);
      if (e.type === `aborted`) return { shortCircuited: !0 };
      if (e.type === `error`) {
        if (e.partialMatches.length === 0) {
          let { matches: t, route: n } = qt(s.activeRoutes);
          return { matches: t, pendingActionResult: [n.id, { type: `error`, error: e.error }] };
        }
        let t = Kt(e.partialMatches).route.id;
        return {
          matches: e.partialMatches,
          pendingActionResult: [t, { type: `error`, error: e.error }],
        };
      }
      if (e.matches) l = e.matches;
      else {
        let { notFoundMatches: e, error: t, route: r } = $e(n.pathname);
        return { matches: e, pendingActionResult: [r.id, { type: `error`, error: t }] };
      }
    }
    let h,
      g = ln(l, n);
    if (!g.route.action && !g.route.lazy)
      h = {
        type: `error`,
        error: J(405, { method: t.method, pathname: n.pathname, routeId: g.route.id }),
      };
    else {
      let e = await G(t, n, kt(a, o, t, n, l, g, p ? [] : r, d), d, null);
      if (((h = e[g.route.id]), !h)) {
        for (let t of l)
          if (e[t.route.id]) {
            h = e[t.route.id];
            break;
          }
      }
      if (t.signal.aborted) return { shortCircuited: !0 };
    }
    if (tn(h)) {
      let n;
      return (
        (n =
          m && m.replace != null
            ? m.replace
            : Lt(h.response.headers.get(`Location`), new URL(t.url), c, e.history) ===
              N.location.pathname + N.location.search),
        await W(t, h, !0, { submission: i, replace: n }),
        { shortCircuited: !0 }
      );
    }
    if (Y(h)) {
      let e = Kt(l, g.route.id);
      return (
        (m && m.replace) !== !0 && (F = `PUSH`),
        { matches: l, pendingActionResult: [e.route.id, h, g.route.id] }
      );
    }
    return { matches: l, pendingActionResult: [g.route.id, h] };
  }
  async function we(t, n, i, l, u, d, f, p, m, h, g, _, v, y) {
    let b = f || dn(n, i, l, p),
      x = p || m || un(b),
      S = !R && !g;
    if (d) {
      if (S) {
        let e = Te(v);
        H({ navigation: b, ...(e === void 0 ? {} : { actionData: e }) }, { flushSync: _ });
      }
      let e = await ot(i, n.pathname, t.signal);
      if (e.type === `aborted`) return { shortCircuited: !0 };
      if (e.type === `error`) {
        if (e.partialMatches.length === 0) {
          let { matches: t, route: n } = qt(s.activeRoutes);
          return { matches: t, loaderData: {}, errors: { [n.id]: e.error } };
        }
        let t = Kt(e.partialMatches).route.id;
        return { matches: e.partialMatches, loaderData: {}, errors: { [t]: e.error } };
      }
      if (e.matches) i = e.matches;
      else {
        let { error: e, notFoundMatches: t, route: r } = $e(n.pathname);
        return { matches: t, loaderData: {}, errors: { [r.id]: e } };
      }
    }
    let C = s.activeRoutes,
      { dsMatches: w, revalidatingFetchers: T } = ut(
        t,
        u,
        a,
        o,
        e.history,
        N,
        i,
        x,
        n,
        g ? [] : r,
        g === !0,
        ae,
        oe,
        fe,
        ue,
        B,
        C,
        c,
        e.patchRoutesOnNavigation != null,
        s.branches,
        v,
        y,
      );
    if (
      ((ce = ++se),
      !e.dataStrategy &&
        !w.some((e) => e.shouldLoad) &&
        !w.some((e) => e.route.middleware && e.route.middleware.length > 0) &&
        T.length === 0)
    ) {
      let e = new Map(N.fetchers),
        t = Ve(e);
      return (
        be(
          n,
          {
            matches: i,
            loaderData: {},
            errors: v && Y(v[1]) ? { [v[0]]: v[1].error } : null,
            ...Gt(v),
            ...(t ? { fetchers: e } : {}),
          },
          { flushSync: _ },
        ),
        { shortCircuited: !0 }
      );
    }
    if (S) {
      let e = {};
      if (!d) {
        e.navigation = b;
        let t = Te(v);
        t !== void 0 && (e.actionData = t);
      }
      (T.length > 0 && (e.fetchers = Ee(T)), H(e, { flushSync: _ }));
    }
    T.forEach((e) => {
      (q(e.key), e.controller && z.set(e.key, e.controller));
    });
    let E = () => T.forEach((e) => q(e.key));
    L && L.signal.addEventListener(`abort`, E);
    let { loaderResults: D, fetcherResults: O } = await Ne(w, T, t, n, u);
    if (t.signal.aborted) return { shortCircuited: !0 };
    (L && L.signal.removeEventListener(`abort`, E), T.forEach((e) => z.delete(e.key)));
    let k = Jt(D);
    if (k) return (await W(t, k.result, !0, { replace: h }), { shortCircuited: !0 });
    if (((k = Jt(O)), k))
      return (B.add(k.key), await W(t, k.result, !0, { replace: h }), { shortCircuited: !0 });
    let A = new Map(N.fetchers),
      { loaderData: j, errors: M } = Ut(N, i, D, v, T, O, A);
    g && N.errors && (M = { ...N.errors, ...M });
    let P = Ve(A),
      ee = Ue(ce, A),
      F = P || ee || T.length > 0;
    return { matches: i, loaderData: j, errors: M, ...(F ? { workingFetchers: A } : {}) };
  }
  function Te(e) {
    if (e && !Y(e[1])) return { [e[0]]: e[1].data };
    if (N.actionData) return Object.keys(N.actionData).length === 0 ? null : N.actionData;
  }
  function Ee(e) {
    let t = new Map(N.fetchers);
    return (
      e.forEach((e) => {
        let n = t.get(e.key),
          r = pn(void 0, n ? n.data : void 0);
        t.set(e.key, r);
      }),
      t
    );
  }
  async function Oe(t, n, r, i) {
    q(t);
    let a = (i && i.flushSync) === !0,
      o = s.activeRoutes,
      l = ct(N.location, N.matches, c, r, n, i?.relative),
      u = P(o, l, c, !1, s.branches),
      d = it(u, o, l);
    if ((d.active && d.matches && (u = d.matches), !u)) {
      Fe(t, n, J(404, { pathname: l }), { flushSync: a });
      return;
    }
    let { path: f, submission: p, error: m } = lt(!0, l, i);
    if (m) {
      Fe(t, n, m, { flushSync: a });
      return;
    }
    let h = e.getContext ? await e.getContext() : new T(),
      g = (i && i.preventScrollReset) === !0;
    p && X(p.formMethod)
      ? await ke(t, n, f, u, h, d.active, a, g, p, i && i.defaultShouldRevalidate)
      : (ue.set(t, { routeId: n, path: f }), await Ae(t, n, f, u, h, d.active, a, g, p));
  }
  async function ke(t, n, i, l, u, d, f, p, h, g) {
    (Pe(), ue.delete(t), K(t, mn(h, N.fetchers.get(t)), { flushSync: f }));
    let _ = new AbortController(),
      v = Rt(e.history, i, _.signal, h);
    if (d) {
      let e = await ot(l, new URL(v.url).pathname, v.signal, t);
      if (e.type === `aborted`) return;
      if (e.type === `error`) {
        Fe(t, n, e.error, { flushSync: f });
        return;
      }
      if (e.matches) l = e.matches;
      else {
        Fe(t, n, J(404, { pathname: i }), { flushSync: f });
        return;
      }
    }
    let y = ln(l, i);
    if (!y.route.action && !y.route.lazy) {
      Fe(t, n, J(405, { method: h.formMethod, pathname: i, routeId: n }), { flushSync: f });
      return;
    }
    z.set(t, _);
    let b = se,
      x = kt(a, o, v, i, l, y, r, u),
      S = await G(v, i, x, u, t),
      C = S[y.route.id];
    if (!C) {
      for (let e of x)
        if (S[e.route.id]) {
          C = S[e.route.id];
          break;
        }
    }
    if (v.signal.aborted) {
      z.get(t) === _ && z.delete(t);
      return;
    }
    if (fe.has(t)) {
      if (tn(C) || Y(C)) {
        K(t, hn(void 0));
        return;
      }
    } else {
      if (tn(C)) {
        if ((z.delete(t), ce > b)) {
          K(t, hn(void 0));
          return;
        }
        return (
          B.add(t),
          K(t, pn(h)),
          W(v, C, !1, { fetcherSubmission: h, preventScrollReset: p })
        );
      }
      if (Y(C)) {
        Fe(t, n, C.error);
        return;
      }
    }
    let w = N.navigation.location || N.location,
      T = Rt(e.history, w, _.signal),
      E = s.activeRoutes,
      D =
        N.navigation.state === `idle` ? N.matches : P(E, N.navigation.location, c, !1, s.branches);
    m(D, `Didn't find any matches after fetcher action`);
    let O = ++se;
    le.set(t, O);
    let { dsMatches: k, revalidatingFetchers: A } = ut(
        T,
        u,
        a,
        o,
        e.history,
        N,
        D,
        h,
        w,
        r,
        !1,
        ae,
        oe,
        fe,
        ue,
        B,
        E,
        c,
        e.patchRoutesOnNavigation != null,
        s.branches,
        [y.route.id, C],
        g,
      ),
      j = pn(h, C.data),
      M = new Map(N.fetchers);
    (M.set(t, j),
      A.filter((e) => e.key !== t).forEach((e) => {
        let t = e.key,
          n = M.get(t),
          r = pn(void 0, n ? n.data : void 0);
        (M.set(t, r), q(t), e.controller && z.set(t, e.controller));
      }),
      H({ fetchers: M }));
    let ee = () => A.forEach((e) => q(e.key));
    _.signal.addEventListener(`abort`, ee);
    let { loaderResults: I, fetcherResults: te } = await Ne(k, A, T, w, u);
    if (_.signal.aborted) return;
    (_.signal.removeEventListener(`abort`, ee),
      le.delete(t),
      z.delete(t),
      A.forEach((e) => z.delete(e.key)));
    let ne = N.fetchers.has(t),
      re = (e) => {
        if (!ne) return e;
        let n = new Map(e.fetchers);
        return (n.set(t, hn(C.data)), { ...e, fetchers: n });
      },
      ie = Jt(I);
    if (ie) return ((N = re(N)), W(T, ie.result, !1, { preventScrollReset: p }));
    if (((ie = Jt(te)), ie))
      return (B.add(ie.key), (N = re(N)), W(T, ie.result, !1, { preventScrollReset: p }));
    let R = new Map(N.fetchers);
    ne && R.set(t, hn(C.data));
    let { loaderData: de, errors: V } = Ut(N, D, I, void 0, A, te, R);
    (Ue(O, R),
      N.navigation.state === `loading` && O > ce
        ? (m(F, `Expected pending action`),
          L && L.abort(),
          be(N.navigation.location, { matches: D, loaderData: de, errors: V, fetchers: R }))
        : (H({ errors: V, loaderData: Wt(N.loaderData, de, D, V), fetchers: R }), (ae = !1)));
  }
  async function Ae(t, n, i, s, c, l, u, d, f) {
    let p = N.fetchers.get(t);
    K(t, pn(f, p ? p.data : void 0), { flushSync: u });
    let m = new AbortController(),
      h = Rt(e.history, i, m.signal);
    if (l) {
      let e = await ot(s, new URL(h.url).pathname, h.signal, t);
      if (e.type === `aborted`) return;
      if (e.type === `error`) {
        Fe(t, n, e.error, { flushSync: u });
        return;
      }
      if (e.matches) s = e.matches;
      else {
        Fe(t, n, J(404, { pathname: i }), { flushSync: u });
        return;
      }
    }
    let g = ln(s, i);
    z.set(t, m);
    let _ = se,
      v = await G(h, i, kt(a, o, h, i, s, g, r, c), c, t),
      y = v[g.route.id];
    if (!y) {
      for (let e of s)
        if (v[e.route.id]) {
          y = v[e.route.id];
          break;
        }
    }
    if ((z.get(t) === m && z.delete(t), !h.signal.aborted)) {
      if (fe.has(t)) K(t, hn(void 0));
      else if (tn(y)) {
        if (ce > _) {
          K(t, hn(void 0));
          return;
        }
        (B.add(t), await W(h, y, !1, { preventScrollReset: d }));
      } else Y(y) ? Fe(t, n, y.error) : K(t, hn(y.data));
    }
  }
  async function W(
    r,
    i,
    a,
    { submission: o, fetcherSubmission: s, preventScrollReset: l, replace: u } = {},
  ) {
    (a || (I?.resolve(), (I = null)), i.response.headers.has(`X-Remix-Revalidate`) && (ae = !0));
    let d = i.response.headers.get(`Location`);
    m(d, `Expected a Location header on the redirect Response`);
    let f = d,
      p = new URL(r.url);
    ((d = Lt(d, p, c, e.history)), He(f, d, p, `allow-explicit`));
    let h = v(N.location, d, { _isRedirect: !0 });
    if (n) {
      let e = !1;
      if (i.response.headers.has(`X-Remix-Reload-Document`)) e = !0;
      else if (me(d)) {
        let n = S(t, d, !0);
        e = n.origin !== t.location.origin || V(n.pathname, c) == null;
      }
      if (e) {
        u ? t.location.replace(d) : t.location.assign(d);
        return;
      }
    }
    L = null;
    let g = u === !0 || i.response.headers.has(`X-Remix-Replace`) ? `REPLACE` : `PUSH`,
      { formMethod: _, formAction: y, formEncType: b } = N.navigation;
    !o && !s && _ && y && b && (o = un(N.navigation));
    let x = o || s;
    Je.has(i.response.status) && x && X(x.formMethod)
      ? await Se(g, h, {
          submission: { ...x, formAction: d },
          preventScrollReset: l || te,
          enableViewTransition: a ? ne : void 0,
        })
      : await Se(g, h, {
          overrideNavigation: dn(h, [], g, o),
          fetcherSubmission: s,
          preventScrollReset: l || te,
          enableViewTransition: a ? ne : void 0,
        });
  }
  async function G(e, t, n, r, i) {
    let a,
      o = {};
    try {
      a = await At(u, e, t, n, i, r, !1);
    } catch (e) {
      return (
        n
          .filter((e) => e.shouldLoad)
          .forEach((t) => {
            o[t.route.id] = { type: `error`, error: e };
          }),
        o
      );
    }
    if (e.signal.aborted) return o;
    if (!X(e.method))
      for (let e of n) {
        if (a[e.route.id]?.type === `error`) break;
        a.hasOwnProperty(e.route.id) ||
          N.loaderData.hasOwnProperty(e.route.id) ||
          (N.errors && N.errors.hasOwnProperty(e.route.id)) ||
          !e.shouldCallHandler() ||
          (a[e.route.id] = {
            type: `error`,
            result: Error(`No result returned from dataStrategy for route ${e.route.id}`),
          });
      }
    for (let [t, r] of Object.entries(a))
      if (en(r)) {
        let i = r.result;
        o[t] = { type: `redirect`, response: Pt(i, e, t, n, c) };
      } else o[t] = await Nt(r);
    return o;
  }
  async function Ne(e, t, n, r, i) {
    let a = G(n, r, e, i, null),
      o = Promise.all(
        t.map(async (e) => {
          if (e.matches && e.match && e.request && e.controller) {
            let t = (await G(e.request, e.path, e.matches, i, e.key))[e.match.route.id];
            return { [e.key]: t };
          }
          return Promise.resolve({
            [e.key]: { type: `error`, error: J(404, { pathname: e.path }) },
          });
        }),
      );
    return {
      loaderResults: await a,
      fetcherResults: (await o).reduce((e, t) => Object.assign(e, t), {}),
    };
  }
  function Pe() {
    ((ae = !0),
      ue.forEach((e, t) => {
        (z.has(t) && oe.add(t), q(t));
      }));
  }
  function K(e, t, n = {}) {
    let r = new Map(N.fetchers);
    (r.set(e, t), H({ fetchers: r }, { flushSync: (n && n.flushSync) === !0 }));
  }
  function Fe(e, t, n, r = {}) {
    let i = Kt(N.matches, t),
      a = new Map(N.fetchers);
    (Re(a, e),
      H({ errors: { [i.route.id]: n }, fetchers: a }, { flushSync: (r && r.flushSync) === !0 }));
  }
  function Ie(e) {
    return (de.set(e, (de.get(e) || 0) + 1), fe.has(e) && fe.delete(e), N.fetchers.get(e) || Xe);
  }
  function Le(e, t) {
    (q(e, t?.reason), K(e, hn(null)));
  }
  function Re(e, t) {
    let n = N.fetchers.get(t);
    (z.has(t) && !(n && n.state === `loading` && le.has(t)) && q(t),
      ue.delete(t),
      le.delete(t),
      B.delete(t),
      fe.delete(t),
      oe.delete(t),
      e.delete(t));
  }
  function ze(e) {
    let t = (de.get(e) || 0) - 1;
    (t <= 0 ? (de.delete(e), fe.add(e)) : de.set(e, t), H({ fetchers: new Map(N.fetchers) }));
  }
  function q(e, t) {
    let n = z.get(e);
    n && (n.abort(t), z.delete(e));
  }
  function Be(e, t) {
    for (let n of e) {
      let e = t.get(n);
      m(e, `Expected fetcher: ${n}`);
      let r = hn(e.data);
      t.set(n, r);
    }
  }
  function Ve(e) {
    let t = [],
      n = !1;
    for (let r of B) {
      let i = e.get(r);
      (m(i, `Expected fetcher: ${r}`), i.state === `loading` && (B.delete(r), t.push(r), (n = !0)));
    }
    return (Be(t, e), n);
  }
  function Ue(e, t) {
    let n = [];
    for (let [r, i] of le)
      if (i < e) {
        let e = t.get(r);
        (m(e, `Expected fetcher: ${r}`), e.state === `loading` && (q(r), le.delete(r), n.push(r)));
      }
    return (Be(n, t), n.length > 0);
  }
  function We(e, t) {
    let n = N.blockers.get(e) || Ze;
    return (pe.get(e) !== t && pe.set(e, t), n);
  }
  function Ge(e) {
    (N.blockers.delete(e), pe.delete(e));
  }
  function Ke(e, t) {
    let n = N.blockers.get(e) || Ze;
    m(
      (n.state === `unblocked` && t.state === `blocked`) ||
        (n.state === `blocked` && t.state === `blocked`) ||
        (n.state === `blocked` && t.state === `proceeding`) ||
        (n.state === `blocked` && t.state === `unblocked`) ||
        (n.state === `proceeding` && t.state === `unblocked`),
      `Invalid blocker state transition: ${n.state} -> ${t.state}`,
    );
    let r = new Map(N.blockers);
    (r.set(e, t), H({ blockers: r }));
  }
  function qe({ currentLocation: e, nextLocation: t, historyAction: n }) {
    if (pe.size === 0) return;
    pe.size > 1 && h(!1, `A router only supports one blocker at a time`);
    let r = Array.from(pe.entries()),
      [i, a] = r[r.length - 1],
      o = N.blockers.get(i);
    if (
      !(o && o.state === `proceeding`) &&
      a({ currentLocation: e, nextLocation: t, historyAction: n })
    )
      return i;
  }
  function $e(e) {
    let t = J(404, { pathname: e }),
      n = s.activeRoutes,
      { matches: r, route: i } = qt(n);
    return { notFoundMatches: r, route: i, error: t };
  }
  function et(e, t, n) {
    if (((_ = e), (C = t), (x = n || null), !w && N.navigation === Ye)) {
      w = !0;
      let e = rt(N.location, N.matches);
      e != null && H({ restoreScrollPosition: e });
    }
    return () => {
      ((_ = null), (C = null), (x = null));
    };
  }
  function tt(e, t) {
    return (
      (x &&
        x(
          e,
          t.map((e) => ee(e, N.loaderData)),
        )) ||
      e.key
    );
  }
  function nt(e, t) {
    if (_ && C) {
      let n = tt(e, t);
      _[n] = C();
    }
  }
  function rt(e, t) {
    if (_) {
      let n = tt(e, t),
        r = _[n];
      if (typeof r == `number`) return r;
    }
    return null;
  }
  function it(t, n, r) {
    if (e.patchRoutesOnNavigation) {
      let e = s.branches;
      if (!t) return { active: !0, matches: P(n, r, c, !0, e) || [] };
      if (Object.keys(t[0].params).length > 0) return { active: !0, matches: P(n, r, c, !0, e) };
    }
    return { active: !1, matches: null };
  }
  async function ot(t, n, r, i) {
    if (!e.patchRoutesOnNavigation) return { type: `success`, matches: t };
    let l = t;
    for (;;) {
      let t = o;
      try {
        await e.patchRoutesOnNavigation({
          signal: r,
          path: n,
          matches: l,
          fetcherKey: i,
          patch: (e, n) => {
            r.aborted || gt(e, n, s, t, a, !1);
          },
        });
      } catch (e) {
        return { type: `error`, error: e, partialMatches: l };
      }
      if (r.aborted) return { type: `aborted` };
      let u = s.branches,
        d = P(s.activeRoutes, n, c, !1, u),
        f = null;
      if (
        d &&
        (Object.keys(d[0].params).length === 0 ||
          ((f = P(s.activeRoutes, n, c, !0, u)),
          !(f && l.length < f.length && st(l, f.slice(0, l.length)))))
      )
        return { type: `success`, matches: d };
      if (((f ||= P(s.activeRoutes, n, c, !0, u)), !f || st(l, f)))
        return { type: `success`, matches: null };
      l = f;
    }
  }
  function st(e, t) {
    return e.length === t.length && e.every((e, n) => e.route.id === t[n].route.id);
  }
  function pt(e) {
    ((o = {}), s.setHmrRoutes(j(e, a, void 0, o)));
  }
  function mt(e, t, n = !1) {
    (gt(e, t, s, o, a, n), s.hasHMRRoutes || H({}));
  }
  return (
    (M = {
      get basename() {
        return c;
      },
      get future() {
        return d;
      },
      get state() {
        return N;
      },
      get routes() {
        return s.stableRoutes;
      },
      get branches() {
        return s.branches;
      },
      get manifest() {
        return o;
      },
      get window() {
        return t;
      },
      initialize: _e,
      subscribe: ye,
      enableScrollRestoration: et,
      navigate: U,
      fetch: Oe,
      revalidate: xe,
      createHref: (t) => e.history.createHref(t),
      createURL: (t) => e.history.createURL(t),
      encodeLocation: (t) => e.history.encodeLocation(t),
      getFetcher: Ie,
      resetFetcher: Le,
      deleteFetcher: ze,
      dispose: ve,
      getBlocker: We,
      deleteBlocker: Ge,
      patchRoutes: mt,
      _internalFetchControllers: z,
      _internalSetRoutes: pt,
      _internalSetStateDoNotUseOrYouWillBreakYourApp(e) {
        H(e);
      },
    }),
    e.instrumentations && (M = Me(M, e.instrumentations.map((e) => e.router).filter(Boolean))),
    M
  );
}
function st(e) {
  return (
    e != null && ((`formData` in e && e.formData != null) || (`body` in e && e.body !== void 0))
  );
}
function ct(e, t, n, r, i, a) {
  let o, s;
  if (i) {
    o = [];
    for (let e of t)
      if ((o.push(e), e.route.id === i)) {
        s = e;
        break;
      }
  } else ((o = t), (s = t[t.length - 1]));
  let c = H(r || `.`, ye(o), V(e.pathname, n) || e.pathname, a === `path`);
  if (
    (r ?? ((c.search = e.search), (c.hash = e.hash)), (r == null || r === `` || r === `.`) && s)
  ) {
    let e = cn(c.search);
    if (s.route.index && !e) c.search = c.search ? c.search.replace(/^\?/, `?index&`) : `?index`;
    else if (!s.route.index && e) {
      let e = new URLSearchParams(c.search),
        t = e.getAll(`index`);
      (e.delete(`index`), t.filter((e) => e).forEach((t) => e.append(`index`, t)));
      let n = e.toString();
      c.search = n ? `?${n}` : ``;
    }
  }
  return (n !== `/` && (c.pathname = pe({ basename: n, pathname: c.pathname })), y(c));
}
function lt(e, t, n) {
  if (!n || !st(n)) return { path: t };
  if (n.formMethod && !sn(n.formMethod))
    return { path: t, error: J(405, { method: n.formMethod }) };
  let r = () => ({ path: t, error: J(400, { type: `invalid-body` }) }),
    i = (n.formMethod || `get`).toUpperCase(),
    a = Yt(t);
  if (n.body !== void 0) {
    if (n.formEncType === `text/plain`) {
      if (!X(i)) return r();
      let e =
        typeof n.body == `string`
          ? n.body
          : n.body instanceof FormData || n.body instanceof URLSearchParams
            ? Array.from(n.body.entries()).reduce(
                (e, [t, n]) => `${e}${t}=${n}
`,
                ``,
              )
            : String(n.body);
      return {
        path: t,
        submission: {
          formMethod: i,
          formAction: a,
          formEncType: n.formEncType,
          formData: void 0,
          json: void 0,
          text: e,
        },
      };
    }
    if (n.formEncType === `application/json`) {
      if (!X(i)) return r();
      try {
        let e = typeof n.body == `string` ? JSON.parse(n.body) : n.body;
        return {
          path: t,
          submission: {
            formMethod: i,
            formAction: a,
            formEncType: n.formEncType,
            formData: void 0,
            json: e,
            text: void 0,
          },
        };
      } catch {
        return r();
      }
    }
  }
  m(typeof FormData == `function`, `FormData is not available in this environment`);
  let o, s;
  if (n.formData) ((o = Bt(n.formData)), (s = n.formData));
  else if (n.body instanceof FormData) ((o = Bt(n.body)), (s = n.body));
  else if (n.body instanceof URLSearchParams) ((o = n.body), (s = Vt(o)));
  else if (n.body == null) ((o = new URLSearchParams()), (s = new FormData()));
  else
    try {
      ((o = new URLSearchParams(n.body)), (s = Vt(o)));
    } catch {
      return r();
    }
  let c = {
    formMethod: i,
    formAction: a,
    formEncType: (n && n.formEncType) || `application/x-www-form-urlencoded`,
    formData: s,
    json: void 0,
    text: void 0,
  };
  if (X(c.formMethod)) return { path: t, submission: c };
  let l = b(t);
  return (
    e && l.search && cn(l.search) && o.append(`index`, ``),
    (l.search = `?${o}`),
    { path: y(l), submission: c }
  );
}
function ut(e, t, n, r, i, a, o, s, c, l, u, d, f, p, m, h, g, _, v, y, b, x) {
  let S = b ? (Y(b[1]) ? b[1].error : b[1].data) : void 0,
    C = i.createURL(a.location),
    w = i.createURL(c),
    T;
  if (u && a.errors) {
    let e = Object.keys(a.errors)[0];
    T = o.findIndex((t) => t.route.id === e);
  } else if (b && Y(b[1])) {
    let e = b[0];
    T = o.findIndex((t) => t.route.id === e) - 1;
  }
  let E = b ? b[1].statusCode : void 0,
    D = E && E >= 400,
    O = {
      currentUrl: C,
      currentParams: a.matches[0]?.params || {},
      nextUrl: w,
      nextParams: o[0].params,
      ...s,
      actionResult: S,
      actionStatus: E,
    },
    k = Oe(o),
    A = o.map((i, o) => {
      let { route: s } = i,
        f = null;
      if (T != null && o > T) f = !1;
      else if (s.lazy) f = !0;
      else if (!dt(s)) f = !1;
      else if (u) {
        let { shouldLoad: e } = ft(s, a.loaderData, a.errors);
        f = e;
      } else pt(a.loaderData, a.matches[o], i) && (f = !0);
      if (f !== null) return Ot(n, r, e, c, k, i, l, t, f);
      let p = !1;
      typeof x == `boolean`
        ? (p = x)
        : D
          ? (p = !1)
          : d || C.pathname + C.search === w.pathname + w.search
            ? (p = !0)
            : C.search === w.search
              ? mt(a.matches[o], i) && (p = !0)
              : (p = !0);
      let m = { ...O, defaultShouldRevalidate: p },
        h = ht(i, m);
      return Ot(n, r, e, c, k, i, l, t, h, m, x);
    }),
    j = [];
  return (
    m.forEach((e, s) => {
      if (u || !o.some((t) => t.route.id === e.routeId) || p.has(s)) return;
      let c = a.fetchers.get(s),
        m = c && c.state !== `idle` && c.data === void 0,
        b = P(g, e.path, _ ?? `/`, !1, y);
      if (!b) {
        if (v && m) return;
        j.push({
          key: s,
          routeId: e.routeId,
          path: e.path,
          matches: null,
          match: null,
          request: null,
          controller: null,
        });
        return;
      }
      if (h.has(s)) return;
      let S = ln(b, e.path),
        C = new AbortController(),
        w = Rt(i, e.path, C.signal),
        T = null;
      if (f.has(s)) (f.delete(s), (T = kt(n, r, w, e.path, b, S, l, t)));
      else if (m) d && (T = kt(n, r, w, e.path, b, S, l, t));
      else {
        let i;
        i = typeof x == `boolean` ? x : !D && d;
        let a = { ...O, defaultShouldRevalidate: i };
        ht(S, a) && (T = kt(n, r, w, e.path, b, S, l, t, a));
      }
      T &&
        j.push({
          key: s,
          routeId: e.routeId,
          path: e.path,
          matches: T,
          match: S,
          request: w,
          controller: C,
        });
    }),
    { dsMatches: A, revalidatingFetchers: j }
  );
}
function dt(e) {
  return e.loader != null || (e.middleware != null && e.middleware.length > 0);
}
function ft(e, t, n) {
  if (e.lazy) return { shouldLoad: !0, renderFallback: !0 };
  if (!dt(e)) return { shouldLoad: !1, renderFallback: !1 };
  let r = t != null && e.id in t,
    i = n != null && n[e.id] !== void 0;
  if (!r && i) return { shouldLoad: !1, renderFallback: !1 };
  if (typeof e.loader == `function` && e.loader.hydrate === !0)
    return { shouldLoad: !0, renderFallback: !r };
  let a = !r && !i;
  return { shouldLoad: a, renderFallback: a };
}
function pt(e, t, n) {
  let r = !t || n.route.id !== t.route.id,
    i = !e.hasOwnProperty(n.route.id);
  return r || i;
}
function mt(e, t) {
  let n = e.route.path;
  return (
    e.pathname !== t.pathname || (n != null && n.endsWith(`*`) && e.params[`*`] !== t.params[`*`])
  );
}
function ht(e, t) {
  if (e.route.shouldRevalidate) {
    let n = e.route.shouldRevalidate(t);
    if (typeof n == `boolean`) return n;
  }
  return t.defaultShouldRevalidate;
}
function gt(e, t, n, r, i, a) {
  let o;
  if (e) {
    let t = r[e];
    (m(t, `No route found to patch children into: routeId = ${e}`),
      (t.children ||= []),
      (o = t.children));
  } else o = n.activeRoutes;
  let s = [],
    c = [];
  if (
    (t.forEach((e) => {
      let t = o.find((t) => _t(e, t));
      t ? c.push({ existingRoute: t, newRoute: e }) : s.push(e);
    }),
    s.length > 0)
  ) {
    let t = j(s, i, [e || `_`, `patch`, String(o?.length || `0`)], r);
    o.push(...t);
  }
  if (a && c.length > 0)
    for (let e = 0; e < c.length; e++) {
      let { existingRoute: t, newRoute: n } = c[e],
        r = t,
        [a] = j([n], i, [], {}, !0);
      Object.assign(r, {
        element: a.element ? a.element : r.element,
        errorElement: a.errorElement ? a.errorElement : r.errorElement,
        hydrateFallbackElement: a.hydrateFallbackElement
          ? a.hydrateFallbackElement
          : r.hydrateFallbackElement,
      });
    }
  n.hasHMRRoutes || n.setRoutes([...n.activeRoutes]);
}
function _t(e, t) {
  return `id` in e && `id` in t && e.id === t.id
    ? !0
    : e.index !== t.index || e.path !== t.path || e.caseSensitive !== t.caseSensitive
      ? !1
      : (!e.children || e.children.length === 0) && (!t.children || t.children.length === 0)
        ? !0
        : (e.children?.every((e, n) => t.children?.some((t) => _t(e, t))) ?? !1);
}
var vt = new WeakMap(),
  yt = ({ key: e, route: t, manifest: n, mapRouteProperties: r }) => {
    let i = n[t.id];
    if ((m(i, `No route found in manifest`), !i.lazy || typeof i.lazy != `object`)) return;
    let a = i.lazy[e];
    if (!a) return;
    let o = vt.get(i);
    o || ((o = {}), vt.set(i, o));
    let s = o[e];
    if (s) return s;
    let c = (async () => {
      let t = D(e),
        n = i[e] !== void 0 && e !== `hasErrorBoundary`;
      if (t)
        (h(
          !t,
          `Route property ` +
            e +
            ` is not a supported lazy route property. This property will be ignored.`,
        ),
          (o[e] = Promise.resolve()));
      else if (n)
        h(
          !1,
          `Route "${i.id}" has a static property "${e}" defined. The lazy property will be ignored.`,
        );
      else {
        let t = await a();
        t != null && (Object.assign(i, { [e]: t }), Object.assign(i, r(i)));
      }
      typeof i.lazy == `object` &&
        ((i.lazy[e] = void 0),
        Object.values(i.lazy).every((e) => e === void 0) && (i.lazy = void 0));
    })();
    return ((o[e] = c), c);
  },
  bt = new WeakMap();
function xt(e, t, n, r, i) {
  let a = n[e.id];
  if ((m(a, `No route found in manifest`), !e.lazy))
    return { lazyRoutePromise: void 0, lazyHandlerPromise: void 0 };
  if (typeof e.lazy == `function`) {
    let t = bt.get(a);
    if (t) return { lazyRoutePromise: t, lazyHandlerPromise: t };
    let n = (async () => {
      m(typeof e.lazy == `function`, `No lazy route function found`);
      let t = await e.lazy(),
        n = {};
      for (let e in t) {
        let r = t[e];
        if (r === void 0) continue;
        let i = k(e),
          o = a[e] !== void 0 && e !== `hasErrorBoundary`;
        i
          ? h(
              !i,
              `Route property ` +
                e +
                ` is not a supported property to be returned from a lazy route function. This property will be ignored.`,
            )
          : o
            ? h(
                !o,
                `Route "${a.id}" has a static property "${e}" defined but its lazy function is also returning a value for this property. The lazy route property "${e}" will be ignored.`,
              )
            : (n[e] = r);
      }
      (Object.assign(a, n), Object.assign(a, { ...r(a), lazy: void 0 }));
    })();
    return (bt.set(a, n), n.catch(() => {}), { lazyRoutePromise: n, lazyHandlerPromise: n });
  }
  let o = Object.keys(e.lazy),
    s = [],
    c;
  for (let a of o) {
    if (i && i.includes(a)) continue;
    let o = yt({ key: a, route: e, manifest: n, mapRouteProperties: r });
    o && (s.push(o), a === t && (c = o));
  }
  let l = s.length > 0 ? Promise.all(s).then(() => {}) : void 0;
  return (l?.catch(() => {}), c?.catch(() => {}), { lazyRoutePromise: l, lazyHandlerPromise: c });
}
async function St(e) {
  let t = e.matches.filter((e) => e.shouldLoad),
    n = {};
  return (
    (await Promise.all(t.map((e) => e.resolve()))).forEach((e, r) => {
      n[t[r].route.id] = e;
    }),
    n
  );
}
async function Ct(e) {
  return e.matches.some((e) => e.route.middleware) ? wt(e, () => St(e)) : St(e);
}
function wt(e, t) {
  return Tt(
    e,
    t,
    (e) => {
      if (on(e)) throw e;
      return e;
    },
    Qt,
    n,
  );
  function n(t, n, r) {
    if (r) return Promise.resolve(Object.assign(r.value, { [n]: { type: `error`, result: t } }));
    {
      let { matches: r } = e,
        i = Kt(
          r,
          r[
            Math.min(
              Math.max(
                r.findIndex((e) => e.route.id === n),
                0,
              ),
              Math.max(
                r.findIndex((e) => e.shouldCallHandler()),
                0,
              ),
            )
          ].route.id,
        ).route.id;
      return Promise.resolve({ [i]: { type: `error`, result: t } });
    }
  }
}
async function Tt(e, t, n, r, i) {
  let { matches: a, ...o } = e;
  return await Et(
    o,
    a.flatMap((e) => (e.route.middleware ? e.route.middleware.map((t) => [e.route.id, t]) : [])),
    t,
    n,
    r,
    i,
  );
}
async function Et(e, t, n, r, i, a, o = 0) {
  let { request: s } = e;
  if (s.signal.aborted) throw s.signal.reason ?? Error(`Request aborted: ${s.method} ${s.url}`);
  let c = t[o];
  if (!c) return await n();
  let [l, u] = c,
    d,
    f = async () => {
      if (d) throw Error('You may only call `next()` once per middleware');
      try {
        return ((d = { value: await Et(e, t, n, r, i, a, o + 1) }), d.value);
      } catch (e) {
        return ((d = { value: await a(e, l, d) }), d.value);
      }
    };
  try {
    let t = await u(e, f),
      n = t == null ? void 0 : r(t);
    return i(n) ? n : d ? (n ?? d.value) : ((d = { value: await f() }), d.value);
  } catch (e) {
    return await a(e, l, d);
  }
}
function Dt(e, t, n, r, i) {
  let a = yt({ key: `middleware`, route: r.route, manifest: t, mapRouteProperties: e }),
    o = xt(r.route, X(n.method) ? `action` : `loader`, t, e, i);
  return { middleware: a, route: o.lazyRoutePromise, handler: o.lazyHandlerPromise };
}
function Ot(e, t, n, r, i, a, o, s, c, l = null, u) {
  let d = !1,
    f = Dt(e, t, n, a, o);
  return {
    ...a,
    _lazyPromises: f,
    shouldLoad: c,
    shouldRevalidateArgs: l,
    shouldCallHandler(e) {
      return (
        (d = !0),
        l
          ? typeof u == `boolean`
            ? ht(a, { ...l, defaultShouldRevalidate: u })
            : typeof e == `boolean`
              ? ht(a, { ...l, defaultShouldRevalidate: e })
              : ht(a, l)
          : c
      );
    },
    resolve(e) {
      let { lazy: t, loader: o, middleware: l } = a.route,
        u = d || c || (e && !X(n.method) && (t || o)),
        p = l && l.length > 0 && !o && !t;
      return u && (X(n.method) || !p)
        ? jt({
            request: n,
            path: r,
            pattern: i,
            match: a,
            lazyHandlerPromise: f?.handler,
            lazyRoutePromise: f?.route,
            handlerOverride: e,
            scopedContext: s,
          })
        : Promise.resolve({ type: `data`, result: void 0 });
    },
  };
}
function kt(e, t, n, r, i, a, o, s, c = null) {
  return i.map((l) =>
    l.route.id === a.route.id
      ? Ot(e, t, n, r, Oe(i), l, o, s, !0, c)
      : {
          ...l,
          shouldLoad: !1,
          shouldRevalidateArgs: c,
          shouldCallHandler: () => !1,
          _lazyPromises: Dt(e, t, n, l, o),
          resolve: () => Promise.resolve({ type: `data`, result: void 0 }),
        },
  );
}
async function At(e, t, n, r, i, a, o) {
  r.some((e) => e._lazyPromises?.middleware) &&
    (await Promise.all(r.map((e) => e._lazyPromises?.middleware)));
  let s = {
      request: t,
      url: zt(t, n),
      pattern: Oe(r),
      params: r[0].params,
      context: a,
      matches: r,
    },
    c = o
      ? () => {
          throw Error(
            'You cannot call `runClientMiddleware()` from a static handler `dataStrategy`. Middleware is run outside of `dataStrategy` during SSR in order to bubble up the Response.  You can enable middleware via the `respond` API in `query`/`queryRoute`',
          );
        }
      : (e) => {
          let t = s;
          return wt(t, () =>
            e({
              ...t,
              fetcherKey: i,
              runClientMiddleware: () => {
                throw Error(
                  'Cannot call `runClientMiddleware()` from within an `runClientMiddleware` handler',
                );
              },
            }),
          );
        },
    l = await e({ ...s, fetcherKey: i, runClientMiddleware: c });
  try {
    await Promise.all(r.flatMap((e) => [e._lazyPromises?.handler, e._lazyPromises?.route]));
  } catch {}
  return l;
}
async function jt({
  request: e,
  path: t,
  pattern: n,
  match: r,
  lazyHandlerPromise: i,
  lazyRoutePromise: a,
  handlerOverride: o,
  scopedContext: s,
}) {
  let c,
    l,
    u = X(e.method),
    d = u ? `action` : `loader`,
    f = (i) => {
      let a,
        c = new Promise((e, t) => (a = t));
      ((l = () => a()), e.signal.addEventListener(`abort`, l));
      let u = (a) =>
          typeof i == `function`
            ? i(
                { request: e, url: zt(e, t), pattern: n, params: r.params, context: s },
                ...(a === void 0 ? [] : [a]),
              )
            : Promise.reject(
                Error(
                  `You cannot call the handler for a route which defines a boolean "${d}" [routeId: ${r.route.id}]`,
                ),
              ),
        f = (async () => {
          try {
            return { type: `data`, result: await (o ? o((e) => u(e)) : u()) };
          } catch (e) {
            return { type: `error`, result: e };
          }
        })();
      return Promise.race([f, c]);
    };
  try {
    let t = u ? r.route.action : r.route.loader;
    if (i || a) {
      if (t) {
        let e,
          [n] = await Promise.all([
            f(t).catch((t) => {
              e = t;
            }),
            i,
            a,
          ]);
        if (e !== void 0) throw e;
        c = n;
      } else {
        await i;
        let t = u ? r.route.action : r.route.loader;
        if (t) [c] = await Promise.all([f(t), a]);
        else if (d === `action`) {
          let t = new URL(e.url),
            n = t.pathname + t.search;
          throw J(405, { method: e.method, pathname: n, routeId: r.route.id });
        } else return { type: `data`, result: void 0 };
      }
    } else if (t) c = await f(t);
    else {
      let t = new URL(e.url);
      throw J(404, { pathname: t.pathname + t.search });
    }
  } catch (e) {
    return { type: `error`, result: e };
  } finally {
    l && e.signal.removeEventListener(`abort`, l);
  }
  return c;
}
async function Mt(e) {
  let t = e.headers.get(`Content-Type`);
  return t && /\bapplication\/json\b/.test(t) ? (e.body == null ? null : e.json()) : e.text();
}
async function Nt(e) {
  let { result: t, type: n } = e;
  if (rn(t)) {
    let e;
    try {
      e = await Mt(t);
    } catch (e) {
      return { type: `error`, error: e };
    }
    return n === `error`
      ? {
          type: `error`,
          error: new Ee(t.status, t.statusText, e),
          statusCode: t.status,
          headers: t.headers,
        }
      : { type: `data`, data: e, statusCode: t.status, headers: t.headers };
  }
  return n === `error`
    ? nn(t)
      ? t.data instanceof Error
        ? {
            type: `error`,
            error: t.data,
            statusCode: t.init?.status,
            headers: t.init?.headers ? new Headers(t.init.headers) : void 0,
          }
        : {
            type: `error`,
            error: Zt(t),
            statusCode: De(t) ? t.status : void 0,
            headers: t.init?.headers ? new Headers(t.init.headers) : void 0,
          }
      : { type: `error`, error: t, statusCode: De(t) ? t.status : void 0 }
    : nn(t)
      ? {
          type: `data`,
          data: t.data,
          statusCode: t.init?.status,
          headers: t.init?.headers ? new Headers(t.init.headers) : void 0,
        }
      : { type: `data`, data: t };
}
function Pt(e, t, n, r, i) {
  let a = e.headers.get(`Location`);
  if (
    (m(a, `Redirects returned/thrown from loaders/actions must have a Location header`), !me(a))
  ) {
    let o = r.slice(0, r.findIndex((e) => e.route.id === n) + 1);
    ((a = ct(new URL(t.url), o, i, a)), e.headers.set(`Location`, a));
  }
  return e;
}
var Ft = [
  `about:`,
  `blob:`,
  `chrome:`,
  `chrome-untrusted:`,
  `content:`,
  `data:`,
  `devtools:`,
  `file:`,
  `filesystem:`,
  `javascript:`,
];
function It(e) {
  try {
    return Ft.includes(new URL(e).protocol);
  } catch {
    return !1;
  }
}
function Lt(e, t, n, r) {
  if (me(e)) {
    let r = e,
      i = l.test(r) ? new URL(u(r, t.protocol)) : new URL(r);
    if (It(i.toString())) throw Error(`Invalid redirect location`);
    let a = V(i.pathname, n) != null;
    if (i.origin === t.origin && a) return be(i.pathname) + i.search + i.hash;
  }
  try {
    if (It(r.createURL(e).toString())) throw Error(`Invalid redirect location`);
  } catch {}
  return e;
}
function Rt(e, t, n, r) {
  let i = e.createURL(Yt(t)).toString(),
    a = { signal: n };
  if (r && X(r.formMethod)) {
    let { formMethod: e, formEncType: t } = r;
    ((a.method = e.toUpperCase()),
      t === `application/json`
        ? ((a.headers = new Headers({ 'Content-Type': t })), (a.body = JSON.stringify(r.json)))
        : (a.body =
            t === `text/plain`
              ? r.text
              : t === `application/x-www-form-urlencoded` && r.formData
                ? Bt(r.formData)
                : r.formData));
  }
  return new Request(i, a);
}
function zt(e, t) {
  let n = new URL(e.url),
    r = typeof t == `string` ? b(t) : t;
  if (((n.pathname = r.pathname || `/`), r.search)) {
    let e = new URLSearchParams(r.search),
      t = e.getAll(`index`);
    e.delete(`index`);
    for (let n of t.filter(Boolean)) e.append(`index`, n);
    n.search = e.size ? `?${e.toString()}` : ``;
  } else n.search = ``;
  return ((n.hash = r.hash || ``), n);
}
function Bt(e) {
  let t = new URLSearchParams();
  for (let [n, r] of e.entries()) t.append(n, typeof r == `string` ? r : r.name);
  return t;
}
function Vt(e) {
  let t = new FormData();
  for (let [n, r] of e.entries()) t.append(n, r);
  return t;
}
function Ht(e, t, n, r = !1, i = !1) {
  let a = {},
    o = null,
    s,
    c = !1,
    l = {},
    u = n && Y(n[1]) ? n[1].error : void 0;
  return (
    e.forEach((n) => {
      if (!(n.route.id in t)) return;
      let d = n.route.id,
        f = t[d];
      if ((m(!tn(f), `Cannot handle redirect results in processLoaderData`), Y(f))) {
        let t = f.error;
        if ((u !== void 0 && ((t = u), (u = void 0)), (o ||= {}), i)) o[d] = t;
        else {
          let n = Kt(e, d);
          o[n.route.id] ?? (o[n.route.id] = t);
        }
        (r || (a[d] = et),
          c || ((c = !0), (s = De(f.error) ? f.error.status : 500)),
          f.headers && (l[d] = f.headers));
      } else
        ((a[d] = f.data),
          f.statusCode && f.statusCode !== 200 && !c && (s = f.statusCode),
          f.headers && (l[d] = f.headers));
    }),
    u !== void 0 && n && ((o = { [n[0]]: u }), n[2] && (a[n[2]] = void 0)),
    { loaderData: a, errors: o, statusCode: s || 200, loaderHeaders: l }
  );
}
function Ut(e, t, n, r, i, a, o) {
  let { loaderData: s, errors: c } = Ht(t, n, r);
  return (
    i
      .filter((e) => !e.matches || e.matches.some((e) => e.shouldLoad))
      .forEach((t) => {
        let { key: n, match: r, controller: i } = t;
        if (i && i.signal.aborted) return;
        let s = a[n];
        if ((m(s, `Did not find corresponding fetcher result`), Y(s))) {
          let t = Kt(e.matches, r?.route.id);
          ((c && c[t.route.id]) || (c = { ...c, [t.route.id]: s.error }), o.delete(n));
        } else if (tn(s)) m(!1, `Unhandled fetcher revalidation redirect`);
        else {
          let e = hn(s.data);
          o.set(n, e);
        }
      }),
    { loaderData: s, errors: c }
  );
}
function Wt(e, t, n, r) {
  let i = Object.entries(t)
    .filter(([, e]) => e !== et)
    .reduce((e, [t, n]) => ((e[t] = n), e), {});
  for (let a of n) {
    let n = a.route.id;
    if (
      (!t.hasOwnProperty(n) && e.hasOwnProperty(n) && a.route.loader && (i[n] = e[n]),
      r && r.hasOwnProperty(n))
    )
      break;
  }
  return i;
}
function Gt(e) {
  return e ? (Y(e[1]) ? { actionData: {} } : { actionData: { [e[0]]: e[1].data } }) : {};
}
function Kt(e, t) {
  return (
    (t ? e.slice(0, e.findIndex((e) => e.route.id === t) + 1) : [...e])
      .reverse()
      .find((e) => e.route.hasErrorBoundary === !0) || e[0]
  );
}
function qt(e) {
  let t =
    e.length === 1
      ? e[0]
      : e.find((e) => e.index || !e.path || e.path === `/`) || { id: `__shim-error-route__` };
  return { matches: [{ params: {}, pathname: ``, pathnameBase: ``, route: t }], route: t };
}
function J(e, { pathname: t, routeId: n, method: r, type: i, message: a } = {}) {
  let o = `Unknown Server Error`,
    s = `Unknown @remix-run/router error`;
  return (
    e === 400
      ? ((o = `Bad Request`),
        r && t && n
          ? (s = `You made a ${r} request to "${t}" but did not provide a \`loader\` for route "${n}", so there is no way to handle the request.`)
          : i === `invalid-body` && (s = `Unable to encode submission body`))
      : e === 403
        ? ((o = `Forbidden`), (s = `Route "${n}" does not match URL "${t}"`))
        : e === 404
          ? ((o = `Not Found`), (s = `No route matches URL "${t}"`))
          : e === 405 &&
            ((o = `Method Not Allowed`),
            r && t && n
              ? (s = `You made a ${r.toUpperCase()} request to "${t}" but did not provide an \`action\` for route "${n}", so there is no way to handle the request.`)
              : r && (s = `Invalid request method "${r.toUpperCase()}"`)),
    new Ee(e || 500, o, Error(s), !0)
  );
}
function Jt(e) {
  let t = Object.entries(e);
  for (let e = t.length - 1; e >= 0; e--) {
    let [n, r] = t[e];
    if (tn(r)) return { key: n, result: r };
  }
}
function Yt(e) {
  return y({ ...(typeof e == `string` ? b(e) : e), hash: `` });
}
function Xt(e, t) {
  return e.pathname !== t.pathname || e.search !== t.search
    ? !1
    : e.hash === ``
      ? t.hash !== ``
      : e.hash === t.hash || t.hash !== ``;
}
function Zt(e) {
  return new Ee(e.init?.status ?? 500, e.init?.statusText ?? `Internal Server Error`, e.data);
}
function Qt(e) {
  return (
    typeof e == `object` &&
    !!e &&
    Object.entries(e).every(([e, t]) => typeof e == `string` && $t(t))
  );
}
function $t(e) {
  return (
    typeof e == `object` &&
    !!e &&
    `type` in e &&
    `result` in e &&
    (e.type === `data` || e.type === `error`)
  );
}
function en(e) {
  return rn(e.result) && qe.has(e.result.status);
}
function Y(e) {
  return e.type === `error`;
}
function tn(e) {
  return (e && e.type) === `redirect`;
}
function nn(e) {
  return (
    typeof e == `object` &&
    !!e &&
    `type` in e &&
    `data` in e &&
    `init` in e &&
    e.type === `DataWithResponseInit`
  );
}
function rn(e) {
  return (
    e != null &&
    typeof e.status == `number` &&
    typeof e.statusText == `string` &&
    typeof e.headers == `object` &&
    e.body !== void 0
  );
}
function an(e) {
  return qe.has(e);
}
function on(e) {
  return rn(e) && an(e.status) && e.headers.has(`Location`);
}
function sn(e) {
  return Ke.has(e.toUpperCase());
}
function X(e) {
  return We.has(e.toUpperCase());
}
function cn(e) {
  return new URLSearchParams(e).getAll(`index`).some((e) => e === ``);
}
function ln(e, t) {
  let n = typeof t == `string` ? b(t).search : t.search;
  if (e[e.length - 1].route.index && cn(n || ``)) return e[e.length - 1];
  let r = ve(e);
  return r[r.length - 1];
}
function un(e) {
  let { formMethod: t, formAction: n, formEncType: r, text: i, formData: a, json: o } = e;
  if (t && n && r) {
    if (i != null)
      return {
        formMethod: t,
        formAction: n,
        formEncType: r,
        formData: void 0,
        json: void 0,
        text: i,
      };
    if (a != null)
      return {
        formMethod: t,
        formAction: n,
        formEncType: r,
        formData: a,
        json: void 0,
        text: void 0,
      };
    if (o !== void 0)
      return {
        formMethod: t,
        formAction: n,
        formEncType: r,
        formData: void 0,
        json: o,
        text: void 0,
      };
  }
}
function dn(e, t, n, r) {
  return r
    ? {
        state: `loading`,
        location: e,
        matches: t,
        historyAction: n,
        formMethod: r.formMethod,
        formAction: r.formAction,
        formEncType: r.formEncType,
        formData: r.formData,
        json: r.json,
        text: r.text,
      }
    : {
        state: `loading`,
        location: e,
        matches: t,
        historyAction: n,
        formMethod: void 0,
        formAction: void 0,
        formEncType: void 0,
        formData: void 0,
        json: void 0,
        text: void 0,
      };
}
function fn(e, t, n, r) {
  return {
    state: `submitting`,
    location: e,
    matches: t,
    historyAction: n,
    formMethod: r.formMethod,
    formAction: r.formAction,
    formEncType: r.formEncType,
    formData: r.formData,
    json: r.json,
    text: r.text,
  };
}
function pn(e, t) {
  return e
    ? {
        state: `loading`,
        formMethod: e.formMethod,
        formAction: e.formAction,
        formEncType: e.formEncType,
        formData: e.formData,
        json: e.json,
        text: e.text,
        data: t,
      }
    : {
        state: `loading`,
        formMethod: void 0,
        formAction: void 0,
        formEncType: void 0,
        formData: void 0,
        json: void 0,
        text: void 0,
        data: t,
      };
}
function mn(e, t) {
  return {
    state: `submitting`,
    formMethod: e.formMethod,
    formAction: e.formAction,
    formEncType: e.formEncType,
    formData: e.formData,
    json: e.json,
    text: e.text,
    data: t ? t.data : void 0,
  };
}
function hn(e) {
  return {
    state: `idle`,
    formMethod: void 0,
    formAction: void 0,
    formEncType: void 0,
    formData: void 0,
    json: void 0,
    text: void 0,
    data: e,
  };
}
function gn(e, t) {
  try {
    let n = e.sessionStorage.getItem($e);
    if (n) {
      let e = JSON.parse(n);
      for (let [n, r] of Object.entries(e || {}))
        r && Array.isArray(r) && t.set(n, new Set(r || []));
    }
  } catch {}
}
function _n(e, t) {
  if (t.size > 0) {
    let n = {};
    for (let [e, r] of t) n[e] = [...r];
    try {
      e.sessionStorage.setItem($e, JSON.stringify(n));
    } catch (e) {
      h(!1, `Failed to save applied view transitions in sessionStorage (${e}).`);
    }
  }
}
function vn() {
  let e,
    t,
    n = new Promise((r, i) => {
      ((e = async (e) => {
        r(e);
        try {
          await n;
        } catch {}
      }),
        (t = async (e) => {
          i(e);
          try {
            await n;
          } catch {}
        }));
    });
  return { promise: n, resolve: e, reject: t };
}
var yn = n.createContext(null);
yn.displayName = `DataRouter`;
var bn = n.createContext(null);
bn.displayName = `DataRouterState`;
var xn = n.createContext(!1);
function Sn() {
  return n.useContext(xn);
}
var Cn = n.createContext({ isTransitioning: !1 });
Cn.displayName = `ViewTransition`;
var wn = n.createContext(new Map());
wn.displayName = `Fetchers`;
var Tn = n.createContext(null);
Tn.displayName = `Await`;
var Z = n.createContext(null);
Z.displayName = `Navigation`;
var En = n.createContext(null);
En.displayName = `Location`;
var Q = n.createContext({ outlet: null, matches: [], isDataRoute: !1 });
Q.displayName = `Route`;
var Dn = n.createContext(null);
Dn.displayName = `RouteError`;
var On = `REACT_ROUTER_ERROR`,
  kn = `REDIRECT`,
  An = `ROUTE_ERROR_RESPONSE`;
function jn(e) {
  if (e.startsWith(`${On}:${kn}:{`))
    try {
      let t = JSON.parse(e.slice(28));
      if (
        typeof t == `object` &&
        t &&
        typeof t.status == `number` &&
        typeof t.statusText == `string` &&
        typeof t.location == `string` &&
        typeof t.reloadDocument == `boolean` &&
        typeof t.replace == `boolean`
      )
        return t;
    } catch {}
}
function Mn(e) {
  if (e.startsWith(`${On}:${An}:{`))
    try {
      let t = JSON.parse(e.slice(40));
      if (
        typeof t == `object` &&
        t &&
        typeof t.status == `number` &&
        typeof t.statusText == `string`
      )
        return new Ee(t.status, t.statusText, t.data);
    } catch {}
}
function Nn(e, { relative: t } = {}) {
  m(Pn(), `useHref() may be used only in the context of a <Router> component.`);
  let { basename: r, navigator: i } = n.useContext(Z),
    { hash: a, pathname: o, search: s } = Hn(e, { relative: t }),
    c = o;
  return (
    r !== `/` && (c = o === `/` ? r : U([r, o])),
    i.createHref({ pathname: c, search: s, hash: a })
  );
}
function Pn() {
  return n.useContext(En) != null;
}
function $() {
  return (
    m(Pn(), `useLocation() may be used only in the context of a <Router> component.`),
    n.useContext(En).location
  );
}
var Fn = `You should call navigate() in a React.useEffect(), not when your component is first rendered.`;
function In(e) {
  n.useContext(Z).static || n.useLayoutEffect(e);
}
function Ln() {
  let { isDataRoute: e } = n.useContext(Q);
  return e ? ir() : Rn();
}
function Rn() {
  m(Pn(), `useNavigate() may be used only in the context of a <Router> component.`);
  let e = n.useContext(yn),
    { basename: t, navigator: r } = n.useContext(Z),
    { matches: i } = n.useContext(Q),
    { pathname: a } = $(),
    o = JSON.stringify(ye(i)),
    s = n.useRef(!1);
  return (
    In(() => {
      s.current = !0;
    }),
    n.useCallback(
      (n, i = {}) => {
        if ((h(s.current, Fn), !s.current)) return;
        if (typeof n == `number`) {
          r.go(n);
          return;
        }
        let c = H(n, JSON.parse(o), a, i.relative === `path`);
        (e == null && t !== `/` && (c.pathname = c.pathname === `/` ? t : U([t, c.pathname])),
          He(typeof n == `string` ? n : y(n), r.createHref(c), q(r), `reject`),
          (i.replace ? r.replace : r.push)(c, i.state, i));
      },
      [t, r, o, a, e],
    )
  );
}
var zn = n.createContext(null);
function Bn(e) {
  let t = n.useContext(Q).outlet;
  return n.useMemo(() => t && n.createElement(zn.Provider, { value: e }, t), [t, e]);
}
function Vn() {
  let { matches: e } = n.useContext(Q);
  return e[e.length - 1]?.params ?? {};
}
function Hn(e, { relative: t } = {}) {
  let { matches: r } = n.useContext(Q),
    { pathname: i } = $(),
    a = JSON.stringify(ye(r));
  return n.useMemo(() => H(e, JSON.parse(a), i, t === `path`), [e, a, i, t]);
}
function Un(e, t, r) {
  m(Pn(), `useRoutes() may be used only in the context of a <Router> component.`);
  let { navigator: i } = n.useContext(Z),
    { matches: a } = n.useContext(Q),
    o = a[a.length - 1],
    s = o ? o.params : {},
    c = o ? o.pathname : `/`,
    l = o ? o.pathnameBase : `/`,
    u = o && o.route;
  {
    let e = (u && u.path) || ``;
    or(
      c,
      !u || e.endsWith(`*`) || e.endsWith(`*?`),
      `You rendered descendant <Routes> (or called \`useRoutes()\`) at "${c}" (under <Route path="${e}">) but the parent route path has no trailing "*". This means if you navigate deeper, the parent won't match anymore and therefore the child routes will never render.

Please change the parent <Route path="${e}"> to <Route path="${e === `/` ? `*` : `${e}/*`}">.`,
    );
  }
  let d = $(),
    f;
  if (t) {
    let e = typeof t == `string` ? b(t) : t;
    (m(
      l === `/` || e.pathname?.startsWith(l),
      `When overriding the location using \`<Routes location>\` or \`useRoutes(routes, location)\`, the location pathname must begin with the portion of the URL pathname that was matched by all parent routes. The current pathname base is "${l}" but pathname "${e.pathname}" was given in the \`location\` prop.`,
    ),
      (f = e));
  } else f = d;
  let p = f.pathname || `/`,
    g = p;
  if (l !== `/`) {
    let e = l.replace(/^\//, ``).split(`/`);
    g = `/` + p.replace(/^\//, ``).split(`/`).slice(e.length).join(`/`);
  }
  let _ =
    r && r.state.matches.length
      ? r.state.matches.map((e) => Object.assign(e, { route: r.manifest[e.route.id] || e.route }))
      : N(e, { pathname: g });
  (h(u || _ != null, `No routes matched location "${f.pathname}${f.search}${f.hash}" `),
    h(
      _ == null ||
        _[_.length - 1].route.element !== void 0 ||
        _[_.length - 1].route.Component !== void 0 ||
        _[_.length - 1].route.lazy !== void 0,
      `Matched leaf route at location "${f.pathname}${f.search}${f.hash}" does not have an element or Component. This means it will render an <Outlet /> with a null value by default resulting in an "empty" page.`,
    ));
  let v = Xn(
    _ &&
      _.map((e) =>
        Object.assign({}, e, {
          params: Object.assign({}, s, e.params),
          pathname: U([
            l,
            i.encodeLocation
              ? i.encodeLocation(
                  e.pathname.replace(/%/g, `%25`).replace(/\?/g, `%3F`).replace(/#/g, `%23`),
                ).pathname
              : e.pathname,
          ]),
          pathnameBase:
            e.pathnameBase === `/`
              ? l
              : U([
                  l,
                  i.encodeLocation
                    ? i.encodeLocation(
                        e.pathnameBase
                          .replace(/%/g, `%25`)
                          .replace(/\?/g, `%3F`)
                          .replace(/#/g, `%23`),
                      ).pathname
                    : e.pathnameBase,
                ]),
        }),
      ),
    a,
    r,
  );
  return t && v
    ? n.createElement(
        En.Provider,
        {
          value: {
            location: {
              pathname: `/`,
              search: ``,
              hash: ``,
              state: null,
              key: `default`,
              mask: void 0,
              ...f,
            },
            navigationType: `POP`,
          },
        },
        v,
      )
    : v;
}
function Wn() {
  let e = rr(),
    t = De(e) ? `${e.status} ${e.statusText}` : e instanceof Error ? e.message : JSON.stringify(e),
    r = e instanceof Error ? e.stack : null,
    i = `rgba(200,200,200, 0.5)`,
    a = { padding: `0.5rem`, backgroundColor: i },
    o = { padding: `2px 4px`, backgroundColor: i },
    s = null;
  return (
    console.error(`Error handled by React Router default ErrorBoundary:`, e),
    (s = n.createElement(
      n.Fragment,
      null,
      n.createElement(`p`, null, `💿 Hey developer 👋`),
      n.createElement(
        `p`,
        null,
        `You can provide a way better UX than this when your app throws errors by providing your own `,
        n.createElement(`code`, { style: o }, `ErrorBoundary`),
        ` or`,
        ` `,
        n.createElement(`code`, { style: o }, `errorElement`),
        ` prop on your route.`,
      ),
    )),
    n.createElement(
      n.Fragment,
      null,
      n.createElement(`h2`, null, `Unexpected Application Error!`),
      n.createElement(`h3`, { style: { fontStyle: `italic` } }, t),
      r ? n.createElement(`pre`, { style: a }, r) : null,
      s,
    )
  );
}
var Gn = n.createElement(Wn, null),
  Kn = class extends n.Component {
    constructor(e) {
      (super(e),
        (this.state = { location: e.location, revalidation: e.revalidation, error: e.error }));
    }
    static getDerivedStateFromError(e) {
      return { error: e };
    }
    static getDerivedStateFromProps(e, t) {
      return t.location !== e.location || (t.revalidation !== `idle` && e.revalidation === `idle`)
        ? { error: e.error, location: e.location, revalidation: e.revalidation }
        : {
            error: e.error === void 0 ? t.error : e.error,
            location: t.location,
            revalidation: e.revalidation || t.revalidation,
          };
    }
    componentDidCatch(e, t) {
      this.props.onError
        ? this.props.onError(e, t)
        : console.error(`React Router caught the following error during render`, e);
    }
    render() {
      let e = this.state.error;
      if (
        this.context &&
        typeof e == `object` &&
        e &&
        `digest` in e &&
        typeof e.digest == `string`
      ) {
        let t = Mn(e.digest);
        t && (e = t);
      }
      let t =
        e === void 0
          ? this.props.children
          : n.createElement(
              Q.Provider,
              { value: this.props.routeContext },
              n.createElement(Dn.Provider, { value: e, children: this.props.component }),
            );
      return this.context ? n.createElement(Jn, { error: e }, t) : t;
    }
  };
Kn.contextType = xn;
var qn = new WeakMap();
function Jn({ children: e, error: t }) {
  let { basename: r, navigator: i } = n.useContext(Z);
  if (typeof t == `object` && t && `digest` in t && typeof t.digest == `string`) {
    let e = jn(t.digest);
    if (e) {
      let a = qn.get(t);
      if (a) throw a;
      let o = Ae(e.location, r),
        s = o.absoluteURL || o.to;
      if ((He(e.location, s, q(i), `allow-explicit`), It(s)))
        throw Error(`Invalid redirect location`);
      if (ke && !qn.get(t)) {
        if (o.isExternal || e.reloadDocument) window.location.href = s;
        else {
          let n = Promise.resolve().then(() =>
            window.__reactRouterDataRouter.navigate(o.to, { replace: e.replace }),
          );
          throw (qn.set(t, n), n);
        }
      }
      return n.createElement(`meta`, { httpEquiv: `refresh`, content: `0;url=${s}` });
    }
  }
  return e;
}
function Yn({ routeContext: e, match: t, children: r }) {
  let i = n.useContext(yn);
  return (
    i &&
      i.static &&
      i.staticContext &&
      (t.route.errorElement || t.route.ErrorBoundary) &&
      (i.staticContext._deepestRenderedBoundaryId = t.route.id),
    n.createElement(Q.Provider, { value: e }, r)
  );
}
function Xn(e, t = [], r) {
  let i = r?.state;
  if (e == null) {
    if (!i) return null;
    if (i.errors) e = i.matches;
    else if (t.length === 0 && !i.initialized && i.matches.length > 0) e = i.matches;
    else return null;
  }
  let a = e,
    o = i?.errors;
  if (o != null) {
    let e = a.findIndex((e) => e.route.id && o?.[e.route.id] !== void 0);
    (m(
      e >= 0,
      `Could not find a matching route for errors on route IDs: ${Object.keys(o).join(`,`)}`,
    ),
      (a = a.slice(0, Math.min(a.length, e + 1))));
  }
  let s = !1,
    c = -1;
  if (r && i) {
    s = i.renderFallback;
    for (let e = 0; e < a.length; e++) {
      let t = a[e];
      if (((t.route.HydrateFallback || t.route.hydrateFallbackElement) && (c = e), t.route.id)) {
        let { loaderData: e, errors: n } = i,
          o = t.route.loader && !e.hasOwnProperty(t.route.id) && (!n || n[t.route.id] === void 0);
        if (t.route.lazy || o) {
          (r.isStatic && (s = !0), (a = c >= 0 ? a.slice(0, c + 1) : [a[0]]));
          break;
        }
      }
    }
  }
  let l = r?.onError,
    u =
      i && l
        ? (e, t) => {
            l(e, {
              location: i.location,
              params: i.matches?.[0]?.params ?? {},
              pattern: Oe(i.matches),
              errorInfo: t,
            });
          }
        : void 0;
  return a.reduceRight((e, r, l) => {
    let d,
      f = !1,
      p = null,
      m = null;
    i &&
      ((d = o && r.route.id ? o[r.route.id] : void 0),
      (p = r.route.errorElement || Gn),
      s &&
        (c < 0 && l === 0
          ? (or(
              `route-fallback`,
              !1,
              'No `HydrateFallback` element provided to render during initial hydration',
            ),
            (f = !0),
            (m = null))
          : c === l && ((f = !0), (m = r.route.hydrateFallbackElement || null))));
    let h = t.concat(a.slice(0, l + 1)),
      g = () => {
        let t;
        return (
          (t = d
            ? p
            : f
              ? m
              : r.route.Component
                ? n.createElement(r.route.Component, null)
                : r.route.element
                  ? r.route.element
                  : e),
          n.createElement(Yn, {
            match: r,
            routeContext: { outlet: e, matches: h, isDataRoute: i != null },
            children: t,
          })
        );
      };
    return i && (r.route.ErrorBoundary || r.route.errorElement || l === 0)
      ? n.createElement(Kn, {
          location: i.location,
          revalidation: i.revalidation,
          component: p,
          error: d,
          children: g(),
          routeContext: { outlet: null, matches: h, isDataRoute: !0 },
          onError: u,
        })
      : g();
  }, null);
}
function Zn(e) {
  return `${e} must be used within a data router.  See https://reactrouter.com/en/main/routers/picking-a-router.`;
}
function Qn(e) {
  let t = n.useContext(yn);
  return (m(t, Zn(e)), t);
}
function $n(e) {
  let t = n.useContext(bn);
  return (m(t, Zn(e)), t);
}
function er(e) {
  let t = n.useContext(Q);
  return (m(t, Zn(e)), t);
}
function tr(e) {
  let t = er(e),
    n = t.matches[t.matches.length - 1];
  return (m(n.route.id, `${e} can only be used on routes that contain a unique "id"`), n.route.id);
}
function nr() {
  return tr(`useRouteId`);
}
function rr() {
  let e = n.useContext(Dn),
    t = $n(`useRouteError`),
    r = tr(`useRouteError`);
  return e === void 0 ? t.errors?.[r] : e;
}
function ir() {
  let { router: e } = Qn(`useNavigate`),
    t = tr(`useNavigate`),
    r = n.useRef(!1);
  return (
    In(() => {
      r.current = !0;
    }),
    n.useCallback(
      async (n, i = {}) => {
        (h(r.current, Fn),
          r.current &&
            (typeof n == `number`
              ? await e.navigate(n)
              : await e.navigate(n, { fromRouteId: t, ...i })));
      },
      [e, t],
    )
  );
}
var ar = {};
function or(e, t, n) {
  !t && !ar[e] && ((ar[e] = !0), h(!1, n));
}
var sr = {};
function cr(e, t) {
  !e && !sr[t] && ((sr[t] = !0), console.warn(t));
}
var lr = n.useOptimistic,
  ur = () => void 0;
function dr(e) {
  return lr ? lr(e) : [e, ur];
}
function fr(e) {
  let t = {
    hasErrorBoundary: e.hasErrorBoundary || e.ErrorBoundary != null || e.errorElement != null,
  };
  return (
    e.Component &&
      (e.element &&
        h(
          !1,
          'You should not include both `Component` and `element` on your route - `Component` will be used.',
        ),
      Object.assign(t, { element: n.createElement(e.Component), Component: void 0 })),
    e.HydrateFallback &&
      (e.hydrateFallbackElement &&
        h(
          !1,
          'You should not include both `HydrateFallback` and `hydrateFallbackElement` on your route - `HydrateFallback` will be used.',
        ),
      Object.assign(t, {
        hydrateFallbackElement: n.createElement(e.HydrateFallback),
        HydrateFallback: void 0,
      })),
    e.ErrorBoundary &&
      (e.errorElement &&
        h(
          !1,
          'You should not include both `ErrorBoundary` and `errorElement` on your route - `ErrorBoundary` will be used.',
        ),
      Object.assign(t, { errorElement: n.createElement(e.ErrorBoundary), ErrorBoundary: void 0 })),
    t
  );
}
var pr = [`HydrateFallback`, `hydrateFallbackElement`],
  mr = class {
    constructor() {
      ((this.status = `pending`),
        (this.promise = new Promise((e, t) => {
          ((this.resolve = (t) => {
            this.status === `pending` && ((this.status = `resolved`), e(t));
          }),
            (this.reject = (e) => {
              this.status === `pending` && ((this.status = `rejected`), t(e));
            }));
        })));
    }
  };
function hr({ router: e, flushSync: t, onError: r, useTransitions: i }) {
  i = Sn() || i;
  let [a, o] = n.useState(e.state),
    [s, c] = dr(a),
    [l, u] = n.useState(),
    [d, f] = n.useState({ isTransitioning: !1 }),
    [p, m] = n.useState(),
    [h, g] = n.useState(),
    [_, v] = n.useState(),
    y = n.useRef(new Map()),
    b = n.useCallback(
      (a, { deletedFetchers: s, newErrors: l, flushSync: d, viewTransitionOpts: _ }) => {
        (l &&
          r &&
          Object.values(l).forEach((e) =>
            r(e, {
              location: a.location,
              params: a.matches[0]?.params ?? {},
              pattern: Oe(a.matches),
            }),
          ),
          a.fetchers.forEach((e, t) => {
            e.data !== void 0 && y.current.set(t, e.data);
          }),
          s.forEach((e) => y.current.delete(e)),
          cr(
            d === !1 || t != null,
            'You provided the `flushSync` option to a router update, but you are not using the `<RouterProvider>` from `react-router/dom` so `ReactDOM.flushSync()` is unavailable.  Please update your app to `import { RouterProvider } from "react-router/dom"` and ensure you have `react-dom` installed as a dependency to use the `flushSync` option.',
          ));
        let b =
          e.window != null &&
          e.window.document != null &&
          typeof e.window.document.startViewTransition == `function`;
        if (
          (cr(
            _ == null || b,
            'You provided the `viewTransition` option to a router update, but you do not appear to be running in a DOM environment as `window.startViewTransition` is not available.',
          ),
          !_ || !b)
        )
          t && d
            ? t(() => o(a))
            : i === !1
              ? o(a)
              : n.startTransition(() => {
                  (i === !0 && c((e) => gr(e, a)), o(a));
                });
        else if (t && d) {
          t(() => {
            (h && (p?.resolve(), h.skipTransition()),
              f({
                isTransitioning: !0,
                flushSync: !0,
                currentLocation: _.currentLocation,
                nextLocation: _.nextLocation,
              }));
          });
          let n = e.window.document.startViewTransition(() => {
            t(() => o(a));
          });
          (n.finished.finally(() => {
            t(() => {
              (m(void 0), g(void 0), u(void 0), f({ isTransitioning: !1 }));
            });
          }),
            t(() => g(n)));
        } else
          h
            ? (p?.resolve(),
              h.skipTransition(),
              v({ state: a, currentLocation: _.currentLocation, nextLocation: _.nextLocation }))
            : (u(a),
              f({
                isTransitioning: !0,
                flushSync: !1,
                currentLocation: _.currentLocation,
                nextLocation: _.nextLocation,
              }));
      },
      [e.window, t, h, p, i, c, r],
    );
  (n.useLayoutEffect(() => e.subscribe(b), [e, b]),
    n.useEffect(() => {
      d.isTransitioning && !d.flushSync && m(new mr());
    }, [d]),
    n.useEffect(() => {
      if (p && l && e.window) {
        let t = l,
          r = p.promise,
          a = e.window.document.startViewTransition(async () => {
            (i === !1
              ? o(t)
              : n.startTransition(() => {
                  (i === !0 && c((e) => gr(e, t)), o(t));
                }),
              await r);
          });
        (a.finished.finally(() => {
          (m(void 0), g(void 0), u(void 0), f({ isTransitioning: !1 }));
        }),
          g(a));
      }
    }, [l, p, e.window, i, c]),
    n.useEffect(() => {
      p && l && s.location.key === l.location.key && p.resolve();
    }, [p, h, s.location, l]),
    n.useEffect(() => {
      !d.isTransitioning &&
        _ &&
        (u(_.state),
        f({
          isTransitioning: !0,
          flushSync: !1,
          currentLocation: _.currentLocation,
          nextLocation: _.nextLocation,
        }),
        v(void 0));
    }, [d.isTransitioning, _]));
  let x = n.useMemo(
      () => ({
        createHref: e.createHref,
        createURL: e.createURL,
        encodeLocation: e.encodeLocation,
        go: (t) => e.navigate(t),
        push: (t, n, r) => e.navigate(t, { state: n, preventScrollReset: r?.preventScrollReset }),
        replace: (t, n, r) =>
          e.navigate(t, { replace: !0, state: n, preventScrollReset: r?.preventScrollReset }),
      }),
      [e],
    ),
    S = e.basename || `/`,
    C = n.useMemo(
      () => ({ router: e, navigator: x, static: !1, basename: S, onError: r }),
      [e, x, S, r],
    );
  return n.createElement(
    n.Fragment,
    null,
    n.createElement(
      yn.Provider,
      { value: C },
      n.createElement(
        bn.Provider,
        { value: s },
        n.createElement(
          wn.Provider,
          { value: y.current },
          n.createElement(
            Cn.Provider,
            { value: d },
            n.createElement(
              xr,
              {
                basename: S,
                location: s.location,
                navigationType: s.historyAction,
                navigator: x,
                useTransitions: i,
              },
              n.createElement(_r, {
                routes: e.routes,
                manifest: e.manifest,
                future: e.future,
                state: s,
                isStatic: !1,
                onError: r,
              }),
            ),
          ),
        ),
      ),
    ),
    null,
  );
}
function gr(e, t) {
  return {
    ...e,
    navigation: t.navigation.state === `idle` ? e.navigation : t.navigation,
    revalidation: t.revalidation === `idle` ? e.revalidation : t.revalidation,
    actionData: t.navigation.state === `submitting` ? e.actionData : t.actionData,
    fetchers: t.fetchers,
  };
}
var _r = n.memo(vr);
function vr({ routes: e, manifest: t, future: n, state: r, isStatic: i, onError: a }) {
  return Un(e, void 0, { manifest: t, state: r, isStatic: i, onError: a, future: n });
}
function yr({ to: e, replace: t, state: r, relative: i }) {
  m(Pn(), `<Navigate> may be used only in the context of a <Router> component.`);
  let { static: a, navigator: o } = n.useContext(Z);
  h(
    !a,
    `<Navigate> must not be used on the initial render in a <StaticRouter>. This is a no-op, but you should modify your code so the <Navigate> is only ever rendered in response to some user interaction or state change.`,
  );
  let { matches: s } = n.useContext(Q),
    { pathname: c } = $(),
    l = Ln(),
    u = H(e, ye(s), c, i === `path`);
  He(typeof e == `string` ? e : y(e), o.createHref(u), q(o), `reject`);
  let d = JSON.stringify(u);
  return (
    n.useEffect(() => {
      l(JSON.parse(d), { replace: t, state: r, relative: i });
    }, [l, d, i, t, r]),
    null
  );
}
function br(e) {
  return Bn(e.context);
}
function xr({
  basename: e = `/`,
  children: t = null,
  location: r,
  navigationType: i = `POP`,
  navigator: a,
  static: o = !1,
  useTransitions: s,
}) {
  m(
    !Pn(),
    `You cannot render a <Router> inside another <Router>. You should never have more than one in your app.`,
  );
  let c = e.replace(/^\/*/, `/`),
    l = n.useMemo(
      () => ({ basename: c, navigator: a, static: o, useTransitions: s, future: {} }),
      [c, a, o, s],
    );
  typeof r == `string` && (r = b(r));
  let {
      pathname: u = `/`,
      search: d = ``,
      hash: f = ``,
      state: p = null,
      key: g = `default`,
      mask: _,
    } = r,
    v = n.useMemo(() => {
      let e = V(u, c);
      return e == null
        ? null
        : {
            location: { pathname: e, search: d, hash: f, state: p, key: g, mask: _ },
            navigationType: i,
          };
    }, [c, u, d, f, p, g, i, _]);
  return (
    h(
      v != null,
      `<Router basename="${c}"> is not able to match the URL "${u}${d}${f}" because it does not start with the basename, so the <Router> won't render anything.`,
    ),
    v == null
      ? null
      : n.createElement(
          Z.Provider,
          { value: l },
          n.createElement(En.Provider, { children: t, value: v }),
        )
  );
}
n.Component;
var Sr = `get`,
  Cr = `application/x-www-form-urlencoded`;
function wr(e) {
  return typeof HTMLElement < `u` && e instanceof HTMLElement;
}
function Tr(e) {
  return wr(e) && e.tagName.toLowerCase() === `button`;
}
function Er(e) {
  return wr(e) && e.tagName.toLowerCase() === `form`;
}
function Dr(e) {
  return wr(e) && e.tagName.toLowerCase() === `input`;
}
function Or(e) {
  return !!(e.metaKey || e.altKey || e.ctrlKey || e.shiftKey);
}
function kr(e, t) {
  return e.button === 0 && (!t || t === `_self`) && !Or(e);
}
var Ar = null;
function jr() {
  if (Ar === null)
    try {
      (new FormData(document.createElement(`form`), 0), (Ar = !1));
    } catch {
      Ar = !0;
    }
  return Ar;
}
var Mr = new Set([`application/x-www-form-urlencoded`, `multipart/form-data`, `text/plain`]);
function Nr(e) {
  return e != null && !Mr.has(e)
    ? (h(
        !1,
        `"${e}" is not a valid \`encType\` for \`<Form>\`/\`<fetcher.Form>\` and will default to "${Cr}"`,
      ),
      null)
    : e;
}
function Pr(e, t) {
  let n, r, i, a, o;
  if (Er(e)) {
    let o = e.getAttribute(`action`);
    ((r = o ? V(o, t) : null),
      (n = e.getAttribute(`method`) || Sr),
      (i = Nr(e.getAttribute(`enctype`)) || Cr),
      (a = new FormData(e)));
  } else if (Tr(e) || (Dr(e) && (e.type === `submit` || e.type === `image`))) {
    let o = e.form;
    if (o == null)
      throw Error(`Cannot submit a <button> or <input type="submit"> without a <form>`);
    let s = e.getAttribute(`formaction`) || o.getAttribute(`action`);
    if (
      ((r = s ? V(s, t) : null),
      (n = e.getAttribute(`formmethod`) || o.getAttribute(`method`) || Sr),
      (i = Nr(e.getAttribute(`formenctype`)) || Nr(o.getAttribute(`enctype`)) || Cr),
      (a = new FormData(o, e)),
      !jr())
    ) {
      let { name: t, type: n, value: r } = e;
      if (n === `image`) {
        let e = t ? `${t}.` : ``;
        (a.append(`${e}x`, `0`), a.append(`${e}y`, `0`));
      } else t && a.append(t, r);
    }
  } else if (wr(e))
    throw Error(
      `Cannot submit element that is not <form>, <button>, or <input type="submit|image">`,
    );
  else ((n = Sr), (r = null), (i = Cr), (o = e));
  return (
    a && i === `text/plain` && ((o = a), (a = void 0)),
    { action: r, method: n.toLowerCase(), encType: i, formData: a, body: o }
  );
}
Object.getOwnPropertyNames(Object.prototype).sort().join(`\0`);
function Fr(e, t) {
  if (e === !1 || e == null) throw Error(t);
}
function Ir(e, t, n, r) {
  let i =
    typeof e == `string`
      ? new URL(e, typeof window > `u` ? `server://singlefetch/` : window.location.origin)
      : e;
  return (
    (i.pathname = n
      ? i.pathname.endsWith(`/`)
        ? `${i.pathname}_.${r}`
        : `${i.pathname}.${r}`
      : i.pathname === `/`
        ? `_root.${r}`
        : t && V(i.pathname, t) === `/`
          ? `${xe(t)}/_root.${r}`
          : `${xe(i.pathname)}.${r}`),
    i
  );
}
async function Lr(e, t) {
  if (e.id in t) return t[e.id];
  try {
    let n = await import(e.module);
    return ((t[e.id] = n), n);
  } catch (t) {
    return (
      console.error(`Error loading route module \`${e.module}\`, reloading page...`),
      console.error(t),
      window.__reactRouterContext && window.__reactRouterContext.isSpaMode,
      window.location.reload(),
      new Promise(() => {})
    );
  }
}
function Rr(e) {
  return e != null && typeof e.page == `string`;
}
function zr(e) {
  return e == null
    ? !1
    : e.href == null
      ? e.rel === `preload` && typeof e.imageSrcSet == `string` && typeof e.imageSizes == `string`
      : typeof e.rel == `string` && typeof e.href == `string`;
}
async function Br(e, t, n) {
  return Gr(
    (
      await Promise.all(
        e.map(async (e) => {
          let r = t.routes[e.route.id];
          if (r) {
            let e = await Lr(r, n);
            return e.links ? e.links() : [];
          }
          return [];
        }),
      )
    )
      .flat(1)
      .filter(zr)
      .filter((e) => e.rel === `stylesheet` || e.rel === `preload`)
      .map((e) =>
        e.rel === `stylesheet` ? { ...e, rel: `prefetch`, as: `style` } : { ...e, rel: `prefetch` },
      ),
  );
}
function Vr(e, t, n, r, i, a) {
  let o = (e, t) => !n[t] || e.route.id !== n[t].route.id,
    s = (e, t) =>
      n[t].pathname !== e.pathname ||
      (n[t].route.path?.endsWith(`*`) && n[t].params[`*`] !== e.params[`*`]);
  return a === `assets`
    ? t.filter((e, t) => o(e, t) || s(e, t))
    : a === `data`
      ? t.filter((t, a) => {
          let c = r.routes[t.route.id];
          if (!c || !c.hasLoader) return !1;
          if (o(t, a) || s(t, a)) return !0;
          if (t.route.shouldRevalidate) {
            let r = t.route.shouldRevalidate({
              currentUrl: new URL(i.pathname + i.search + i.hash, window.origin),
              currentParams: n[0]?.params || {},
              nextUrl: new URL(e, window.origin),
              nextParams: t.params,
              defaultShouldRevalidate: !0,
            });
            if (typeof r == `boolean`) return r;
          }
          return !0;
        })
      : [];
}
function Hr(e, t, { includeHydrateFallback: n } = {}) {
  return Ur(
    e
      .map((e) => {
        let r = t.routes[e.route.id];
        if (!r) return [];
        let i = [r.module];
        return (
          r.clientActionModule && (i = i.concat(r.clientActionModule)),
          r.clientLoaderModule && (i = i.concat(r.clientLoaderModule)),
          n && r.hydrateFallbackModule && (i = i.concat(r.hydrateFallbackModule)),
          r.imports && (i = i.concat(r.imports)),
          i
        );
      })
      .flat(1),
  );
}
function Ur(e) {
  return [...new Set(e)];
}
function Wr(e) {
  let t = {},
    n = Object.keys(e).sort();
  for (let r of n) t[r] = e[r];
  return t;
}
function Gr(e, t) {
  let n = new Set(),
    r = new Set(t);
  return e.reduce((e, i) => {
    if (t && !Rr(i) && i.as === `script` && i.href && r.has(i.href)) return e;
    let a = JSON.stringify(Wr(i));
    return (n.has(a) || (n.add(a), e.push({ key: a, link: i })), e);
  }, []);
}
function Kr() {
  let e = n.useContext(yn);
  return (Fr(e, `You must render this element inside a <DataRouterContext.Provider> element`), e);
}
function qr() {
  let e = n.useContext(bn);
  return (
    Fr(e, `You must render this element inside a <DataRouterStateContext.Provider> element`),
    e
  );
}
var Jr = n.createContext(void 0);
Jr.displayName = `FrameworkContext`;
function Yr() {
  let e = n.useContext(Jr);
  return (Fr(e, `You must render this element inside a <HydratedRouter> element`), e);
}
function Xr(e, t) {
  let r = n.useContext(Jr),
    [i, a] = n.useState(!1),
    [o, s] = n.useState(!1),
    { onFocus: c, onBlur: l, onMouseEnter: u, onMouseLeave: d, onTouchStart: f } = t,
    p = n.useRef(null);
  (n.useEffect(() => {
    if ((e === `render` && s(!0), e === `viewport`)) {
      let e = new IntersectionObserver(
        (e) => {
          e.forEach((e) => {
            s(e.isIntersecting);
          });
        },
        { threshold: 0.5 },
      );
      return (
        p.current && e.observe(p.current),
        () => {
          e.disconnect();
        }
      );
    }
  }, [e]),
    n.useEffect(() => {
      if (i) {
        let e = setTimeout(() => {
          s(!0);
        }, 100);
        return () => {
          clearTimeout(e);
        };
      }
    }, [i]));
  let m = () => {
      a(!0);
    },
    h = () => {
      (a(!1), s(!1));
    };
  return r
    ? e === `intent`
      ? [
          o,
          p,
          {
            onFocus: Zr(c, m),
            onBlur: Zr(l, h),
            onMouseEnter: Zr(u, m),
            onMouseLeave: Zr(d, h),
            onTouchStart: Zr(f, m),
          },
        ]
      : [o, p, {}]
    : [!1, p, {}];
}
function Zr(e, t) {
  return (n) => {
    (e && e(n), n.defaultPrevented || t(n));
  };
}
function Qr({ page: e, ...t }) {
  let r = Sn(),
    { nonce: i } = Yr(),
    { router: a } = Kr(),
    o = n.useMemo(() => N(a.routes, e, a.basename), [a.routes, e, a.basename]);
  return o
    ? (t.nonce == null && i && (t = { ...t, nonce: i }),
      r
        ? n.createElement(ei, { page: e, matches: o, ...t })
        : n.createElement(ti, { page: e, matches: o, ...t }))
    : null;
}
function $r(e) {
  let { manifest: t, routeModules: r } = Yr(),
    [i, a] = n.useState([]);
  return (
    n.useEffect(() => {
      let n = !1;
      return (
        Br(e, t, r).then((e) => {
          n || a(e);
        }),
        () => {
          n = !0;
        }
      );
    }, [e, t, r]),
    i
  );
}
function ei({ page: e, matches: t, ...r }) {
  let i = $(),
    { future: a } = Yr(),
    { basename: o } = Kr(),
    s = n.useMemo(() => {
      if (e === i.pathname + i.search + i.hash) return [];
      let n = Ir(e, o, a.v8_trailingSlashAwareDataRequests, `rsc`),
        r = !1,
        s = [];
      for (let e of t)
        typeof e.route.shouldRevalidate == `function` ? (r = !0) : s.push(e.route.id);
      return (
        r && s.length > 0 && n.searchParams.set(`_routes`, s.join(`,`)),
        [n.pathname + n.search]
      );
    }, [o, a.v8_trailingSlashAwareDataRequests, e, i, t]);
  return n.createElement(
    n.Fragment,
    null,
    s.map((e) => n.createElement(`link`, { key: e, rel: `prefetch`, as: `fetch`, href: e, ...r })),
  );
}
function ti({ page: e, matches: t, ...r }) {
  let i = $(),
    { future: a, manifest: o, routeModules: s } = Yr(),
    { basename: c } = Kr(),
    { loaderData: l, matches: u } = qr(),
    d = n.useMemo(() => Vr(e, t, u, o, i, `data`), [e, t, u, o, i]),
    f = n.useMemo(() => Vr(e, t, u, o, i, `assets`), [e, t, u, o, i]),
    p = n.useMemo(() => {
      if (e === i.pathname + i.search + i.hash) return [];
      let n = new Set(),
        r = !1;
      if (
        (t.forEach((e) => {
          let t = o.routes[e.route.id];
          t &&
            t.hasLoader &&
            ((!d.some((t) => t.route.id === e.route.id) &&
              e.route.id in l &&
              s[e.route.id]?.shouldRevalidate) ||
            t.hasClientLoader
              ? (r = !0)
              : n.add(e.route.id));
        }),
        n.size === 0)
      )
        return [];
      let u = Ir(e, c, a.v8_trailingSlashAwareDataRequests, `data`);
      return (
        r &&
          n.size > 0 &&
          u.searchParams.set(
            `_routes`,
            t
              .filter((e) => n.has(e.route.id))
              .map((e) => e.route.id)
              .join(`,`),
          ),
        [u.pathname + u.search]
      );
    }, [c, a.v8_trailingSlashAwareDataRequests, l, i, o, d, t, e, s]),
    m = n.useMemo(() => Hr(f, o), [f, o]),
    h = $r(f);
  return n.createElement(
    n.Fragment,
    null,
    p.map((e) => n.createElement(`link`, { key: e, rel: `prefetch`, as: `fetch`, href: e, ...r })),
    m.map((e) => n.createElement(`link`, { key: e, rel: `modulepreload`, href: e, ...r })),
    h.map(({ key: e, link: t }) =>
      n.createElement(`link`, {
        key: e,
        nonce: r.nonce,
        ...t,
        crossOrigin: t.crossOrigin ?? r.crossOrigin,
      }),
    ),
  );
}
function ni(...e) {
  return (t) => {
    e.forEach((e) => {
      typeof e == `function` ? e(t) : e != null && (e.current = t);
    });
  };
}
n.Component;
var ri =
  typeof window < `u` && window.document !== void 0 && window.document.createElement !== void 0;
try {
  ri && (window.__reactRouterVersion = `7.18.5`);
} catch {}
function ii(e, t) {
  return ot({
    basename: t?.basename,
    getContext: t?.getContext,
    future: t?.future,
    history: p({ window: t?.window }),
    hydrationData: t?.hydrationData || ai(),
    routes: e,
    mapRouteProperties: fr,
    hydrationRouteProperties: pr,
    dataStrategy: t?.dataStrategy,
    patchRoutesOnNavigation: t?.patchRoutesOnNavigation,
    window: t?.window,
    instrumentations: t?.instrumentations,
  }).initialize();
}
function ai() {
  let e = window?.__staticRouterHydrationData;
  return (e && e.errors && (e = { ...e, errors: oi(e.errors) }), e);
}
function oi(e) {
  if (!e) return null;
  let t = Object.entries(e),
    n = {};
  for (let [e, r] of t)
    if (r && r.__type === `RouteErrorResponse`)
      n[e] = new Ee(r.status, r.statusText, r.data, r.internal === !0);
    else if (r && r.__type === `Error`) {
      if (typeof r.__subType == `string` && Te.includes(r.__subType)) {
        let t = window[r.__subType];
        if (typeof t == `function`)
          try {
            let i = new t(r.message);
            ((i.stack = ``), (n[e] = i));
          } catch {}
      }
      if (n[e] == null) {
        let t = Error(r.message);
        ((t.stack = ``), (n[e] = t));
      }
    } else n[e] = r;
  return n;
}
var si = n.forwardRef(function (
  {
    onClick: e,
    discover: t = `render`,
    prefetch: r = `none`,
    relative: i,
    reloadDocument: a,
    replace: o,
    mask: s,
    state: l,
    target: u,
    to: d,
    preventScrollReset: f,
    viewTransition: p,
    defaultShouldRevalidate: m,
    ...h
  },
  g,
) {
  let { basename: _, navigator: v, useTransitions: y } = n.useContext(Z),
    b = typeof d == `string` && c.test(d),
    x = Ae(d, _);
  d = x.to;
  let S = Nn(d, { relative: i }),
    C = $(),
    w = null;
  if (s) {
    let e = H(s, [], C.mask ? C.mask.pathname : `/`, !0);
    (_ !== `/` && (e.pathname = e.pathname === `/` ? _ : U([_, e.pathname])),
      (w = v.createHref(e)));
  }
  let [T, E, D] = Xr(r, h),
    O = fi(d, {
      replace: o,
      mask: s,
      state: l,
      target: u,
      preventScrollReset: f,
      relative: i,
      viewTransition: p,
      defaultShouldRevalidate: m,
      useTransitions: y,
    });
  function k(t) {
    (e && e(t), t.defaultPrevented || O(t));
  }
  let A = !(x.isExternal || a),
    j = n.createElement(`a`, {
      ...h,
      ...D,
      href: (A ? w : void 0) || x.absoluteURL || S,
      onClick: A ? k : e,
      ref: ni(g, E),
      target: u,
      'data-discover': !b && t === `render` ? `true` : void 0,
    });
  return T && !b ? n.createElement(n.Fragment, null, j, n.createElement(Qr, { page: S })) : j;
});
si.displayName = `Link`;
var ci = n.forwardRef(function (
  {
    'aria-current': e = `page`,
    caseSensitive: t = !1,
    className: r = ``,
    end: i = !1,
    style: a,
    to: o,
    viewTransition: s,
    children: c,
    ...l
  },
  u,
) {
  let d = Hn(o, { relative: l.relative }),
    f = $(),
    p = n.useContext(bn),
    { navigator: m, basename: h } = n.useContext(Z),
    g = p != null && _i(d) && s === !0,
    _ = m.encodeLocation ? m.encodeLocation(d).pathname : d.pathname,
    v = f.pathname,
    y = p && p.navigation && p.navigation.location ? p.navigation.location.pathname : null;
  (t || ((v = v.toLowerCase()), (y = y ? y.toLowerCase() : null), (_ = _.toLowerCase())),
    y && h && (y = V(y, h) || y));
  let b = _ !== `/` && _.endsWith(`/`) ? _.length - 1 : _.length,
    x = v === _ || (!i && v.startsWith(_) && v.charAt(b) === `/`),
    S = y != null && (y === _ || (!i && y.startsWith(_) && y.charAt(_.length) === `/`)),
    C = { isActive: x, isPending: S, isTransitioning: g },
    w = x ? e : void 0,
    T;
  T =
    typeof r == `function`
      ? r(C)
      : [r, x ? `active` : null, S ? `pending` : null, g ? `transitioning` : null]
          .filter(Boolean)
          .join(` `);
  let E = typeof a == `function` ? a(C) : a;
  return n.createElement(
    si,
    { ...l, 'aria-current': w, className: T, ref: u, style: E, to: o, viewTransition: s },
    typeof c == `function` ? c(C) : c,
  );
});
ci.displayName = `NavLink`;
var li = n.forwardRef(
  (
    {
      discover: e = `render`,
      fetcherKey: t,
      navigate: r,
      reloadDocument: i,
      replace: a,
      state: o,
      method: s = Sr,
      action: l,
      onSubmit: u,
      relative: d,
      preventScrollReset: f,
      viewTransition: p,
      defaultShouldRevalidate: m,
      ...h
    },
    g,
  ) => {
    let { useTransitions: _ } = n.useContext(Z),
      v = hi(),
      y = gi(l, { relative: d }),
      b = s.toLowerCase() === `get` ? `get` : `post`,
      x = typeof l == `string` && c.test(l);
    return n.createElement(`form`, {
      ref: g,
      method: b,
      action: y,
      onSubmit: i
        ? u
        : (e) => {
            if ((u && u(e), e.defaultPrevented)) return;
            e.preventDefault();
            let i = e.nativeEvent.submitter,
              c = i?.getAttribute(`formmethod`) || s,
              l = () =>
                v(i || e.currentTarget, {
                  fetcherKey: t,
                  method: c,
                  navigate: r,
                  replace: a,
                  state: o,
                  relative: d,
                  preventScrollReset: f,
                  viewTransition: p,
                  defaultShouldRevalidate: m,
                });
            _ && r !== !1 ? n.startTransition(() => l()) : l();
          },
      ...h,
      'data-discover': !x && e === `render` ? `true` : void 0,
    });
  },
);
li.displayName = `Form`;
function ui(e) {
  return `${e} must be used within a data router.  See https://reactrouter.com/en/main/routers/picking-a-router.`;
}
function di(e) {
  let t = n.useContext(yn);
  return (m(t, ui(e)), t);
}
function fi(
  e,
  {
    target: t,
    replace: r,
    mask: i,
    state: a,
    preventScrollReset: o,
    relative: s,
    viewTransition: c,
    defaultShouldRevalidate: l,
    useTransitions: u,
  } = {},
) {
  let d = Ln(),
    f = $(),
    p = Hn(e, { relative: s });
  return n.useCallback(
    (m) => {
      if (kr(m, t)) {
        m.preventDefault();
        let t = r === void 0 ? y(f) === y(p) : r,
          h = () =>
            d(e, {
              replace: t,
              mask: i,
              state: a,
              preventScrollReset: o,
              relative: s,
              viewTransition: c,
              defaultShouldRevalidate: l,
            });
        u ? n.startTransition(() => h()) : h();
      }
    },
    [f, d, p, r, i, a, t, e, o, s, c, l, u],
  );
}
var pi = 0,
  mi = () => `__${String(++pi)}__`;
function hi() {
  let { router: e } = di(`useSubmit`),
    { basename: t } = n.useContext(Z),
    r = nr(),
    i = e.fetch,
    a = e.navigate;
  return n.useCallback(
    async (e, n = {}) => {
      let { action: o, method: s, encType: c, formData: l, body: u } = Pr(e, t);
      if (n.navigate === !1) {
        let e = n.fetcherKey || mi();
        await i(e, r, n.action || o, {
          defaultShouldRevalidate: n.defaultShouldRevalidate,
          preventScrollReset: n.preventScrollReset,
          formData: l,
          body: u,
          formMethod: n.method || s,
          formEncType: n.encType || c,
          flushSync: n.flushSync,
        });
      } else
        await a(n.action || o, {
          defaultShouldRevalidate: n.defaultShouldRevalidate,
          preventScrollReset: n.preventScrollReset,
          formData: l,
          body: u,
          formMethod: n.method || s,
          formEncType: n.encType || c,
          replace: n.replace,
          state: n.state,
          fromRouteId: r,
          flushSync: n.flushSync,
          viewTransition: n.viewTransition,
        });
    },
    [i, a, t, r],
  );
}
function gi(e, { relative: t } = {}) {
  let { basename: r } = n.useContext(Z),
    i = n.useContext(Q);
  m(i, `useFormAction must be used inside a RouteContext`);
  let [a] = i.matches.slice(-1),
    o = { ...Hn(e || `.`, { relative: t }) },
    s = $();
  if (e == null) {
    o.search = s.search;
    let e = new URLSearchParams(o.search),
      t = e.getAll(`index`);
    if (t.some((e) => e === ``)) {
      (e.delete(`index`), t.filter((e) => e).forEach((t) => e.append(`index`, t)));
      let n = e.toString();
      o.search = n ? `?${n}` : ``;
    }
  }
  return (
    (!e || e === `.`) &&
      a.route.index &&
      (o.search = o.search ? o.search.replace(/^\?/, `?index&`) : `?index`),
    r !== `/` && (o.pathname = o.pathname === `/` ? r : U([r, o.pathname])),
    y(o)
  );
}
function _i(e, { relative: t } = {}) {
  let r = n.useContext(Cn);
  m(
    r != null,
    "`useViewTransitionState` must be used within `react-router-dom`'s `RouterProvider`.  Did you accidentally import `RouterProvider` from `react-router`?",
  );
  let { basename: i } = di(`useViewTransitionState`),
    a = Hn(e, { relative: t });
  if (!r.isTransitioning) return !1;
  let o = V(r.currentLocation.pathname, i) || r.currentLocation.pathname,
    s = V(r.nextLocation.pathname, i) || r.nextLocation.pathname;
  return B(a.pathname, s) != null || B(a.pathname, o) != null;
}
export { hr as a, $ as c, br as i, Ln as l, ci as n, ii as o, yr as r, C as s, si as t, Vn as u };
