var e = Object.create,
  t = Object.defineProperty,
  n = Object.getOwnPropertyDescriptor,
  r = Object.getOwnPropertyNames,
  i = Object.getPrototypeOf,
  a = Object.prototype.hasOwnProperty,
  o = (e, t) => () => (
    t || (e((t = { exports: {} }).exports, t, t.exports), (e = null)),
    t.exports
  ),
  s = (e, i, o, s) => {
    if ((i && typeof i == `object`) || typeof i == `function`)
      for (var c = r(i), l = 0, u = c.length, d; l < u; l++)
        ((d = c[l]),
          !a.call(e, d) &&
            d !== o &&
            t(e, d, {
              get: ((e) => i[e]).bind(null, d),
              enumerable: !(s = n(i, d)) || s.enumerable,
            }));
    return e;
  },
  c = (n, r, o) => (
    (o = n == null ? {} : e(i(n))),
    s(
      r || !n || !n.__esModule || !a.call(n, `default`)
        ? t(o, `default`, { value: n, enumerable: !0 })
        : o,
      n,
    )
  ),
  l = o((e) => {
    var t = Symbol.for(`react.transitional.element`),
      n = Symbol.for(`react.portal`),
      r = Symbol.for(`react.fragment`),
      i = Symbol.for(`react.strict_mode`),
      a = Symbol.for(`react.profiler`),
      o = Symbol.for(`react.consumer`),
      s = Symbol.for(`react.context`),
      c = Symbol.for(`react.forward_ref`),
      l = Symbol.for(`react.suspense`),
      u = Symbol.for(`react.memo`),
      d = Symbol.for(`react.lazy`),
      f = Symbol.for(`react.activity`),
      p = Symbol.for(`react.view_transition`),
      m = Symbol.iterator;
    function h(e) {
      return typeof e != `object` || !e
        ? null
        : ((e = (m && e[m]) || e[`@@iterator`]), typeof e == `function` ? e : null);
    }
    var g = {
        isMounted: function () {
          return !1;
        },
        enqueueForceUpdate: function () {},
        enqueueReplaceState: function () {},
        enqueueSetState: function () {},
      },
      _ = Object.assign,
      v = {};
    function y(e, t, n) {
      ((this.props = e), (this.context = t), (this.refs = v), (this.updater = n || g));
    }
    ((y.prototype.isReactComponent = {}),
      (y.prototype.setState = function (e, t) {
        if (typeof e != `object` && typeof e != `function` && e != null)
          throw Error(
            `takes an object of state variables to update or a function which returns an object of state variables.`,
          );
        this.updater.enqueueSetState(this, e, t, `setState`);
      }),
      (y.prototype.forceUpdate = function (e) {
        this.updater.enqueueForceUpdate(this, e, `forceUpdate`);
      }));
    function b() {}
    b.prototype = y.prototype;
    function x(e, t, n) {
      ((this.props = e), (this.context = t), (this.refs = v), (this.updater = n || g));
    }
    var S = (x.prototype = new b());
    ((S.constructor = x), _(S, y.prototype), (S.isPureReactComponent = !0));
    var C = Array.isArray;
    function w() {}
    var T = { H: null, A: null, T: null, S: null },
      E = Object.prototype.hasOwnProperty;
    function D(e, n, r) {
      var i = r.ref;
      return { $$typeof: t, type: e, key: n, ref: i === void 0 ? null : i, props: r };
    }
    function ee(e, t) {
      return D(e.type, t, e.props);
    }
    function te(e) {
      return typeof e == `object` && !!e && e.$$typeof === t;
    }
    function ne(e) {
      var t = { '=': `=0`, ':': `=2` };
      return (
        `$` +
        e.replace(/[=:]/g, function (e) {
          return t[e];
        })
      );
    }
    var O = /\/+/g;
    function re(e, t) {
      return typeof e == `object` && e && e.key != null ? ne(`` + e.key) : t.toString(36);
    }
    function ie(e) {
      switch (e.status) {
        case `fulfilled`:
          return e.value;
        case `rejected`:
          throw e.reason;
        default:
          switch (
            (typeof e.status == `string`
              ? e.then(w, w)
              : ((e.status = `pending`),
                e.then(
                  function (t) {
                    e.status === `pending` && ((e.status = `fulfilled`), (e.value = t));
                  },
                  function (t) {
                    e.status === `pending` && ((e.status = `rejected`), (e.reason = t));
                  },
                )),
            e.status)
          ) {
            case `fulfilled`:
              return e.value;
            case `rejected`:
              throw e.reason;
          }
      }
      throw e;
    }
    function k(e, r, i, a, o) {
      var s = typeof e;
      (s === `undefined` || s === `boolean`) && (e = null);
      var c = !1;
      if (e === null) c = !0;
      else
        switch (s) {
          case `bigint`:
          case `string`:
          case `number`:
            c = !0;
            break;
          case `object`:
            switch (e.$$typeof) {
              case t:
              case n:
                c = !0;
                break;
              case d:
                return ((c = e._init), k(c(e._payload), r, i, a, o));
            }
        }
      if (c)
        return (
          (o = o(e)),
          (c = a === `` ? `.` + re(e, 0) : a),
          C(o)
            ? ((i = ``),
              c != null && (i = c.replace(O, `$&/`) + `/`),
              k(o, r, i, ``, function (e) {
                return e;
              }))
            : o != null &&
              (te(o) &&
                (o = ee(
                  o,
                  i +
                    (o.key == null || (e && e.key === o.key)
                      ? ``
                      : (`` + o.key).replace(O, `$&/`) + `/`) +
                    c,
                )),
              r.push(o)),
          1
        );
      c = 0;
      var l = a === `` ? `.` : a + `:`;
      if (C(e))
        for (var u = 0; u < e.length; u++)
          ((a = e[u]), (s = l + re(a, u)), (c += k(a, r, i, s, o)));
      else if (((u = h(e)), typeof u == `function`))
        for (e = u.call(e), u = 0; !(a = e.next()).done;)
          ((a = a.value), (s = l + re(a, u++)), (c += k(a, r, i, s, o)));
      else if (s === `object`) {
        if (typeof e.then == `function`) return k(ie(e), r, i, a, o);
        throw (
          (r = String(e)),
          Error(
            `Objects are not valid as a React child (found: ` +
              (r === `[object Object]`
                ? `object with keys {` + Object.keys(e).join(`, `) + `}`
                : r) +
              `). If you meant to render a collection of children, use an array instead.`,
          )
        );
      }
      return c;
    }
    function A(e, t, n) {
      if (e == null) return e;
      var r = [],
        i = 0;
      return (
        k(e, r, ``, ``, function (e) {
          return t.call(n, e, i++);
        }),
        r
      );
    }
    function j(e) {
      if (e._status === -1) {
        var t = e._result,
          n = t();
        (n.then(
          function (t) {
            (e._status === 0 || e._status === -1) &&
              ((e._status = 1),
              (e._result = t),
              n.status === void 0 && ((n.status = `fulfilled`), (n.value = t)));
          },
          function (t) {
            (e._status === 0 || e._status === -1) &&
              ((e._status = 2),
              (e._result = t),
              n.status === void 0 && ((n.status = `rejected`), (n.reason = t)));
          },
        ),
          e._status === -1 && ((e._status = 0), (e._result = n)));
      }
      if (e._status === 1) return e._result.default;
      throw e._result;
    }
    var ae =
      typeof reportError == `function`
        ? reportError
        : function (e) {
            if (typeof window == `object` && typeof window.ErrorEvent == `function`) {
              var t = new window.ErrorEvent(`error`, {
                bubbles: !0,
                cancelable: !0,
                message:
                  typeof e == `object` && e && typeof e.message == `string`
                    ? String(e.message)
                    : String(e),
                error: e,
              });
              if (!window.dispatchEvent(t)) return;
            } else if (typeof process == `object` && typeof process.emit == `function`) {
              process.emit(`uncaughtException`, e);
              return;
            }
            console.error(e);
          };
    function M(e) {
      var t = T.T,
        n = {};
      ((n.types = t === null ? null : t.types), (T.T = n));
      try {
        var r = e(),
          i = T.S;
        (i !== null && i(n, r),
          typeof r == `object` && r && typeof r.then == `function` && r.then(w, ae));
      } catch (e) {
        ae(e);
      } finally {
        (t !== null && n.types !== null && (t.types = n.types), (T.T = t));
      }
    }
    function N(e) {
      var t = T.T;
      if (t !== null) {
        var n = t.types;
        n === null ? (t.types = [e]) : n.indexOf(e) === -1 && n.push(e);
      } else M(N.bind(null, e));
    }
    var P = {
      map: A,
      forEach: function (e, t, n) {
        A(
          e,
          function () {
            t.apply(this, arguments);
          },
          n,
        );
      },
      count: function (e) {
        var t = 0;
        return (
          A(e, function () {
            t++;
          }),
          t
        );
      },
      toArray: function (e) {
        return (
          A(e, function (e) {
            return e;
          }) || []
        );
      },
      only: function (e) {
        if (!te(e))
          throw Error(`React.Children.only expected to receive a single React element child.`);
        return e;
      },
    };
    ((e.Activity = f),
      (e.Children = P),
      (e.Component = y),
      (e.Fragment = r),
      (e.Profiler = a),
      (e.PureComponent = x),
      (e.StrictMode = i),
      (e.Suspense = l),
      (e.ViewTransition = p),
      (e.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE = T),
      (e.__COMPILER_RUNTIME = {
        __proto__: null,
        c: function (e) {
          return T.H.useMemoCache(e);
        },
      }),
      (e.addTransitionType = N),
      (e.cache = function (e) {
        return function () {
          return e.apply(null, arguments);
        };
      }),
      (e.cacheSignal = function () {
        return null;
      }),
      (e.cloneElement = function (e, t, n) {
        if (e == null)
          throw Error(`The argument must be a React element, but you passed ` + e + `.`);
        var r = _({}, e.props),
          i = e.key;
        if (t != null)
          for (a in (t.key !== void 0 && (i = `` + t.key), t))
            !E.call(t, a) ||
              a === `key` ||
              a === `__self` ||
              a === `__source` ||
              (a === `ref` && t.ref === void 0) ||
              (r[a] = t[a]);
        var a = arguments.length - 2;
        if (a === 1) r.children = n;
        else if (1 < a) {
          for (var o = Array(a), s = 0; s < a; s++) o[s] = arguments[s + 2];
          r.children = o;
        }
        return D(e.type, i, r);
      }),
      (e.createContext = function (e) {
        return (
          (e = {
            $$typeof: s,
            _currentValue: e,
            _currentValue2: e,
            _threadCount: 0,
            Provider: null,
            Consumer: null,
          }),
          (e.Provider = e),
          (e.Consumer = { $$typeof: o, _context: e }),
          e
        );
      }),
      (e.createElement = function (e, t, n) {
        var r,
          i = {},
          a = null;
        if (t != null)
          for (r in (t.key !== void 0 && (a = `` + t.key), t))
            E.call(t, r) && r !== `key` && r !== `__self` && r !== `__source` && (i[r] = t[r]);
        var o = arguments.length - 2;
        if (o === 1) i.children = n;
        else if (1 < o) {
          for (var s = Array(o), c = 0; c < o; c++) s[c] = arguments[c + 2];
          i.children = s;
        }
        if (e && e.defaultProps)
          for (r in ((o = e.defaultProps), o)) i[r] === void 0 && (i[r] = o[r]);
        return D(e, a, i);
      }),
      (e.createRef = function () {
        return { current: null };
      }),
      (e.forwardRef = function (e) {
        return { $$typeof: c, render: e };
      }),
      (e.isValidElement = te),
      (e.lazy = function (e) {
        return { $$typeof: d, _payload: { _status: -1, _result: e }, _init: j };
      }),
      (e.memo = function (e, t) {
        return { $$typeof: u, type: e, compare: t === void 0 ? null : t };
      }),
      (e.startTransition = M),
      (e.unstable_useCacheRefresh = function () {
        return T.H.useCacheRefresh();
      }),
      (e.use = function (e) {
        return T.H.use(e);
      }),
      (e.useActionState = function (e, t, n) {
        return T.H.useActionState(e, t, n);
      }),
      (e.useCallback = function (e, t) {
        return T.H.useCallback(e, t);
      }),
      (e.useContext = function (e) {
        return T.H.useContext(e);
      }),
      (e.useDebugValue = function () {}),
      (e.useDeferredValue = function (e, t) {
        return T.H.useDeferredValue(e, t);
      }),
      (e.useEffect = function (e, t) {
        return T.H.useEffect(e, t);
      }),
      (e.useEffectEvent = function (e) {
        return T.H.useEffectEvent(e);
      }),
      (e.useId = function () {
        return T.H.useId();
      }),
      (e.useImperativeHandle = function (e, t, n) {
        return T.H.useImperativeHandle(e, t, n);
      }),
      (e.useInsertionEffect = function (e, t) {
        return T.H.useInsertionEffect(e, t);
      }),
      (e.useLayoutEffect = function (e, t) {
        return T.H.useLayoutEffect(e, t);
      }),
      (e.useMemo = function (e, t) {
        return T.H.useMemo(e, t);
      }),
      (e.useOptimistic = function (e, t) {
        return T.H.useOptimistic(e, t);
      }),
      (e.useReducer = function (e, t, n) {
        return T.H.useReducer(e, t, n);
      }),
      (e.useRef = function (e) {
        return T.H.useRef(e);
      }),
      (e.useState = function (e) {
        return T.H.useState(e);
      }),
      (e.useSyncExternalStore = function (e, t, n) {
        return T.H.useSyncExternalStore(e, t, n);
      }),
      (e.useTransition = function () {
        return T.H.useTransition();
      }),
      (e.version = `19.3.1`));
  }),
  u = o((e, t) => {
    t.exports = l();
  }),
  d = o((e) => {
    var t = Symbol.for(`react.transitional.element`),
      n = Symbol.for(`react.fragment`);
    function r(e, n, r) {
      var i = null;
      if ((r !== void 0 && (i = `` + r), n.key !== void 0 && (i = `` + n.key), `key` in n))
        for (var a in ((r = {}), n)) a !== `key` && (r[a] = n[a]);
      else r = n;
      return (
        (n = r.ref),
        { $$typeof: t, type: e, key: i, ref: n === void 0 ? null : n, props: r }
      );
    }
    ((e.Fragment = n), (e.jsx = r), (e.jsxs = r));
  }),
  f = o((e, t) => {
    t.exports = d();
  }),
  p = c(u()),
  m = f();
function h(e) {
  var t = Object.create(null);
  return function (n) {
    return (t[n] === void 0 && (t[n] = e(n)), t[n]);
  };
}
var g =
    /^((children|dangerouslySetInnerHTML|key|ref|autoFocus|defaultValue|defaultChecked|innerHTML|suppressContentEditableWarning|suppressHydrationWarning|valueLink|abbr|accept|acceptCharset|accessKey|action|allow|allowUserMedia|allowPaymentRequest|allowFullScreen|allowTransparency|alt|async|autoComplete|autoPlay|capture|cellPadding|cellSpacing|challenge|charSet|checked|cite|classID|className|cols|colSpan|content|contentEditable|contextMenu|controls|controlsList|coords|crossOrigin|data|dateTime|decoding|default|defer|dir|disabled|disablePictureInPicture|disableRemotePlayback|download|draggable|encType|enterKeyHint|fetchpriority|fetchPriority|form|formAction|formEncType|formMethod|formNoValidate|formTarget|frameBorder|headers|height|hidden|high|href|hrefLang|htmlFor|httpEquiv|id|inputMode|integrity|is|keyParams|keyType|kind|label|lang|list|loading|loop|low|marginHeight|marginWidth|max|maxLength|media|mediaGroup|method|min|minLength|multiple|muted|name|nonce|noValidate|open|optimum|pattern|placeholder|playsInline|popover|popoverTarget|popoverTargetAction|poster|preload|profile|radioGroup|readOnly|referrerPolicy|rel|required|reversed|role|rows|rowSpan|sandbox|scope|scoped|scrolling|seamless|selected|shape|size|sizes|slot|span|spellCheck|src|srcDoc|srcLang|srcSet|start|step|style|summary|tabIndex|target|title|translate|type|useMap|value|width|wmode|wrap|about|datatype|inlist|prefix|property|resource|typeof|vocab|autoCapitalize|autoCorrect|autoSave|color|incremental|fallback|inert|itemProp|itemScope|itemType|itemID|itemRef|on|option|results|security|unselectable|accentHeight|accumulate|additive|alignmentBaseline|allowReorder|alphabetic|amplitude|arabicForm|ascent|attributeName|attributeType|autoReverse|azimuth|baseFrequency|baselineShift|baseProfile|bbox|begin|bias|by|calcMode|capHeight|clip|clipPathUnits|clipPath|clipRule|colorInterpolation|colorInterpolationFilters|colorProfile|colorRendering|contentScriptType|contentStyleType|cursor|cx|cy|d|decelerate|descent|diffuseConstant|direction|display|divisor|dominantBaseline|dur|dx|dy|edgeMode|elevation|enableBackground|end|exponent|externalResourcesRequired|fill|fillOpacity|fillRule|filter|filterRes|filterUnits|floodColor|floodOpacity|focusable|fontFamily|fontSize|fontSizeAdjust|fontStretch|fontStyle|fontVariant|fontWeight|format|from|fr|fx|fy|g1|g2|glyphName|glyphOrientationHorizontal|glyphOrientationVertical|glyphRef|gradientTransform|gradientUnits|hanging|horizAdvX|horizOriginX|ideographic|imageRendering|in|in2|intercept|k|k1|k2|k3|k4|kernelMatrix|kernelUnitLength|kerning|keyPoints|keySplines|keyTimes|lengthAdjust|letterSpacing|lightingColor|limitingConeAngle|local|markerEnd|markerMid|markerStart|markerHeight|markerUnits|markerWidth|mask|maskContentUnits|maskUnits|mathematical|mode|numOctaves|offset|opacity|operator|order|orient|orientation|origin|overflow|overlinePosition|overlineThickness|panose1|paintOrder|pathLength|patternContentUnits|patternTransform|patternUnits|pointerEvents|points|pointsAtX|pointsAtY|pointsAtZ|preserveAlpha|preserveAspectRatio|primitiveUnits|r|radius|refX|refY|renderingIntent|repeatCount|repeatDur|requiredExtensions|requiredFeatures|restart|result|rotate|rx|ry|scale|seed|shapeRendering|slope|spacing|specularConstant|specularExponent|speed|spreadMethod|startOffset|stdDeviation|stemh|stemv|stitchTiles|stopColor|stopOpacity|strikethroughPosition|strikethroughThickness|string|stroke|strokeDasharray|strokeDashoffset|strokeLinecap|strokeLinejoin|strokeMiterlimit|strokeOpacity|strokeWidth|surfaceScale|systemLanguage|tableValues|targetX|targetY|textAnchor|textDecoration|textRendering|textLength|to|transform|u1|u2|underlinePosition|underlineThickness|unicode|unicodeBidi|unicodeRange|unitsPerEm|vAlphabetic|vHanging|vIdeographic|vMathematical|values|vectorEffect|version|vertAdvY|vertOriginX|vertOriginY|viewBox|viewTarget|visibility|widths|wordSpacing|writingMode|x|xHeight|x1|x2|xChannelSelector|xlinkActuate|xlinkArcrole|xlinkHref|xlinkRole|xlinkShow|xlinkTitle|xlinkType|xmlBase|xmlns|xmlnsXlink|xmlLang|xmlSpace|y|y1|y2|yChannelSelector|z|zoomAndPan|for|class|autofocus)|(([Dd][Aa][Tt][Aa]|[Aa][Rr][Ii][Aa]|x)-.*))$/,
  _ = h(function (e) {
    return (
      g.test(e) || (e.charCodeAt(0) === 111 && e.charCodeAt(1) === 110 && e.charCodeAt(2) < 91)
    );
  });
function v(e) {
  if (e.sheet) return e.sheet;
  for (var t = 0; t < document.styleSheets.length; t++)
    if (document.styleSheets[t].ownerNode === e) return document.styleSheets[t];
}
function y(e) {
  var t = document.createElement(`style`);
  return (
    t.setAttribute(`data-emotion`, e.key),
    e.nonce !== void 0 && t.setAttribute(`nonce`, e.nonce),
    t.appendChild(document.createTextNode(``)),
    t.setAttribute(`data-s`, ``),
    t
  );
}
var b = (function () {
    function e(e) {
      var t = this;
      ((this._insertTag = function (e) {
        var n =
          t.tags.length === 0
            ? t.insertionPoint
              ? t.insertionPoint.nextSibling
              : t.prepend
                ? t.container.firstChild
                : t.before
            : t.tags[t.tags.length - 1].nextSibling;
        (t.container.insertBefore(e, n), t.tags.push(e));
      }),
        (this.isSpeedy = e.speedy === void 0 || e.speedy),
        (this.tags = []),
        (this.ctr = 0),
        (this.nonce = e.nonce),
        (this.key = e.key),
        (this.container = e.container),
        (this.prepend = e.prepend),
        (this.insertionPoint = e.insertionPoint),
        (this.before = null));
    }
    var t = e.prototype;
    return (
      (t.hydrate = function (e) {
        e.forEach(this._insertTag);
      }),
      (t.insert = function (e) {
        this.ctr % (this.isSpeedy ? 65e3 : 1) == 0 && this._insertTag(y(this));
        var t = this.tags[this.tags.length - 1];
        if (this.isSpeedy) {
          var n = v(t);
          try {
            n.insertRule(e, n.cssRules.length);
          } catch {}
        } else t.appendChild(document.createTextNode(e));
        this.ctr++;
      }),
      (t.flush = function () {
        (this.tags.forEach(function (e) {
          return e.parentNode?.removeChild(e);
        }),
          (this.tags = []),
          (this.ctr = 0));
      }),
      e
    );
  })(),
  x = `-ms-`,
  S = `-moz-`,
  C = `-webkit-`,
  w = `comm`,
  T = `rule`,
  E = `decl`,
  D = `@import`,
  ee = `@keyframes`,
  te = `@layer`,
  ne = Math.abs,
  O = String.fromCharCode,
  re = Object.assign;
function ie(e, t) {
  return M(e, 0) ^ 45
    ? (((((((t << 2) ^ M(e, 0)) << 2) ^ M(e, 1)) << 2) ^ M(e, 2)) << 2) ^ M(e, 3)
    : 0;
}
function k(e) {
  return e.trim();
}
function A(e, t) {
  return (e = t.exec(e)) ? e[0] : e;
}
function j(e, t, n) {
  return e.replace(t, n);
}
function ae(e, t) {
  return e.indexOf(t);
}
function M(e, t) {
  return e.charCodeAt(t) | 0;
}
function N(e, t, n) {
  return e.slice(t, n);
}
function P(e) {
  return e.length;
}
function oe(e) {
  return e.length;
}
function se(e, t) {
  return (t.push(e), e);
}
function ce(e, t) {
  return e.map(t).join(``);
}
var le = 1,
  F = 1,
  ue = 0,
  I = 0,
  L = 0,
  R = ``;
function de(e, t, n, r, i, a, o) {
  return {
    value: e,
    root: t,
    parent: n,
    type: r,
    props: i,
    children: a,
    line: le,
    column: F,
    length: o,
    return: ``,
  };
}
function fe(e, t) {
  return re(de(``, null, null, ``, null, null, 0), e, { length: -e.length }, t);
}
function pe() {
  return L;
}
function me() {
  return ((L = I > 0 ? M(R, --I) : 0), F--, L === 10 && ((F = 1), le--), L);
}
function z() {
  return ((L = I < ue ? M(R, I++) : 0), F++, L === 10 && ((F = 1), le++), L);
}
function B() {
  return M(R, I);
}
function he() {
  return I;
}
function ge(e, t) {
  return N(R, e, t);
}
function _e(e) {
  switch (e) {
    case 0:
    case 9:
    case 10:
    case 13:
    case 32:
      return 5;
    case 33:
    case 43:
    case 44:
    case 47:
    case 62:
    case 64:
    case 126:
    case 59:
    case 123:
    case 125:
      return 4;
    case 58:
      return 3;
    case 34:
    case 39:
    case 40:
    case 91:
      return 2;
    case 41:
    case 93:
      return 1;
  }
  return 0;
}
function ve(e) {
  return ((le = F = 1), (ue = P((R = e))), (I = 0), []);
}
function ye(e) {
  return ((R = ``), e);
}
function be(e) {
  return k(ge(I - 1, Ce(e === 91 ? e + 2 : e === 40 ? e + 1 : e)));
}
function xe(e) {
  for (; (L = B()) && L < 33;) z();
  return _e(e) > 2 || _e(L) > 3 ? `` : ` `;
}
function Se(e, t) {
  for (; --t && z() && !(L < 48 || L > 102 || (L > 57 && L < 65) || (L > 70 && L < 97)););
  return ge(e, he() + (t < 6 && B() == 32 && z() == 32));
}
function Ce(e) {
  for (; z();)
    switch (L) {
      case e:
        return I;
      case 34:
      case 39:
        e !== 34 && e !== 39 && Ce(L);
        break;
      case 40:
        e === 41 && Ce(e);
        break;
      case 92:
        z();
    }
  return I;
}
function we(e, t) {
  for (; z() && e + L !== 57 && (e + L !== 84 || B() !== 47););
  return `/*` + ge(t, I - 1) + `*` + O(e === 47 ? e : z());
}
function Te(e) {
  for (; !_e(B());) z();
  return ge(e, I);
}
function Ee(e) {
  return ye(De(``, null, null, null, [``], (e = ve(e)), 0, [0], e));
}
function De(e, t, n, r, i, a, o, s, c) {
  for (
    var l = 0,
      u = 0,
      d = o,
      f = 0,
      p = 0,
      m = 0,
      h = 1,
      g = 1,
      _ = 1,
      v = 0,
      y = ``,
      b = i,
      x = a,
      S = r,
      C = y;
    g;
  )
    switch (((m = v), (v = z()))) {
      case 40:
        if (m != 108 && M(C, d - 1) == 58) {
          ae((C += j(be(v), `&`, `&\f`)), `&\f`) != -1 && (_ = -1);
          break;
        }
      case 34:
      case 39:
      case 91:
        C += be(v);
        break;
      case 9:
      case 10:
      case 13:
      case 32:
        C += xe(m);
        break;
      case 92:
        C += Se(he() - 1, 7);
        continue;
      case 47:
        switch (B()) {
          case 42:
          case 47:
            se(ke(we(z(), he()), t, n), c);
            break;
          default:
            C += `/`;
        }
        break;
      case 123 * h:
        s[l++] = P(C) * _;
      case 125 * h:
      case 59:
      case 0:
        switch (v) {
          case 0:
          case 125:
            g = 0;
          case 59 + u:
            (_ == -1 && (C = j(C, /\f/g, ``)),
              p > 0 &&
                P(C) - d &&
                se(p > 32 ? Ae(C + `;`, r, n, d - 1) : Ae(j(C, ` `, ``) + `;`, r, n, d - 2), c));
            break;
          case 59:
            C += `;`;
          default:
            if ((se((S = Oe(C, t, n, l, u, i, s, y, (b = []), (x = []), d)), a), v === 123)) {
              if (u === 0) De(C, t, S, S, b, a, d, s, x);
              else
                switch (f === 99 && M(C, 3) === 110 ? 100 : f) {
                  case 100:
                  case 108:
                  case 109:
                  case 115:
                    De(
                      e,
                      S,
                      S,
                      r && se(Oe(e, S, S, 0, 0, i, s, y, i, (b = []), d), x),
                      i,
                      x,
                      d,
                      s,
                      r ? b : x,
                    );
                    break;
                  default:
                    De(C, S, S, S, [``], x, 0, s, x);
                }
            }
        }
        ((l = u = p = 0), (h = _ = 1), (y = C = ``), (d = o));
        break;
      case 58:
        ((d = 1 + P(C)), (p = m));
      default:
        if (h < 1) {
          if (v == 123) --h;
          else if (v == 125 && h++ == 0 && me() == 125) continue;
        }
        switch (((C += O(v)), v * h)) {
          case 38:
            _ = u > 0 ? 1 : ((C += `\f`), -1);
            break;
          case 44:
            ((s[l++] = (P(C) - 1) * _), (_ = 1));
            break;
          case 64:
            (B() === 45 && (C += be(z())), (f = B()), (u = d = P((y = C += Te(he())))), v++);
            break;
          case 45:
            m === 45 && P(C) == 2 && (h = 0);
        }
    }
  return a;
}
function Oe(e, t, n, r, i, a, o, s, c, l, u) {
  for (var d = i - 1, f = i === 0 ? a : [``], p = oe(f), m = 0, h = 0, g = 0; m < r; ++m)
    for (var _ = 0, v = N(e, d + 1, (d = ne((h = o[m])))), y = e; _ < p; ++_)
      (y = k(h > 0 ? f[_] + ` ` + v : j(v, /&\f/g, f[_]))) && (c[g++] = y);
  return de(e, t, n, i === 0 ? T : s, c, l, u);
}
function ke(e, t, n) {
  return de(e, t, n, w, O(pe()), N(e, 2, -2), 0);
}
function Ae(e, t, n, r) {
  return de(e, t, n, E, N(e, 0, r), N(e, r + 1, -1), r);
}
function V(e, t) {
  for (var n = ``, r = oe(e), i = 0; i < r; i++) n += t(e[i], i, e, t) || ``;
  return n;
}
function je(e, t, n, r) {
  switch (e.type) {
    case te:
      if (e.children.length) break;
    case D:
    case E:
      return (e.return = e.return || e.value);
    case w:
      return ``;
    case ee:
      return (e.return = e.value + `{` + V(e.children, r) + `}`);
    case T:
      e.value = e.props.join(`,`);
  }
  return P((n = V(e.children, r))) ? (e.return = e.value + `{` + n + `}`) : ``;
}
function Me(e) {
  var t = oe(e);
  return function (n, r, i, a) {
    for (var o = ``, s = 0; s < t; s++) o += e[s](n, r, i, a) || ``;
    return o;
  };
}
function Ne(e) {
  return function (t) {
    t.root || ((t = t.return) && e(t));
  };
}
var Pe = function (e, t, n) {
    for (var r = 0, i = 0; (r = i), (i = B()), r === 38 && i === 12 && (t[n] = 1), !_e(i);) z();
    return ge(e, I);
  },
  Fe = function (e, t) {
    var n = -1,
      r = 44;
    do
      switch (_e(r)) {
        case 0:
          (r === 38 && B() === 12 && (t[n] = 1), (e[n] += Pe(I - 1, t, n)));
          break;
        case 2:
          e[n] += be(r);
          break;
        case 4:
          if (r === 44) {
            ((e[++n] = B() === 58 ? `&\f` : ``), (t[n] = e[n].length));
            break;
          }
        default:
          e[n] += O(r);
      }
    while ((r = z()));
    return e;
  },
  Ie = function (e, t) {
    return ye(Fe(ve(e), t));
  },
  Le = new WeakMap(),
  Re = function (e) {
    if (!(e.type !== `rule` || !e.parent || e.length < 1)) {
      for (
        var t = e.value, n = e.parent, r = e.column === n.column && e.line === n.line;
        n.type !== `rule`;
      )
        if (((n = n.parent), !n)) return;
      if ((e.props.length !== 1 || t.charCodeAt(0) === 58 || Le.get(n)) && !r) {
        Le.set(e, !0);
        for (var i = [], a = Ie(t, i), o = n.props, s = 0, c = 0; s < a.length; s++)
          for (var l = 0; l < o.length; l++, c++)
            e.props[c] = i[s] ? a[s].replace(/&\f/g, o[l]) : o[l] + ` ` + a[s];
      }
    }
  },
  ze = function (e) {
    if (e.type === `decl`) {
      var t = e.value;
      t.charCodeAt(0) === 108 && t.charCodeAt(2) === 98 && ((e.return = ``), (e.value = ``));
    }
  };
function Be(e, t) {
  switch (ie(e, t)) {
    case 5103:
      return C + `print-` + e + e;
    case 5737:
    case 4201:
    case 3177:
    case 3433:
    case 1641:
    case 4457:
    case 2921:
    case 5572:
    case 6356:
    case 5844:
    case 3191:
    case 6645:
    case 3005:
    case 6391:
    case 5879:
    case 5623:
    case 6135:
    case 4599:
    case 4855:
    case 4215:
    case 6389:
    case 5109:
    case 5365:
    case 5621:
    case 3829:
      return C + e + e;
    case 5349:
    case 4246:
    case 4810:
    case 6968:
    case 2756:
      return C + e + S + e + x + e + e;
    case 6828:
    case 4268:
      return C + e + x + e + e;
    case 6165:
      return C + e + x + `flex-` + e + e;
    case 5187:
      return C + e + j(e, /(\w+).+(:[^]+)/, C + `box-$1$2` + x + `flex-$1$2`) + e;
    case 5443:
      return C + e + x + `flex-item-` + j(e, /flex-|-self/, ``) + e;
    case 4675:
      return C + e + x + `flex-line-pack` + j(e, /align-content|flex-|-self/, ``) + e;
    case 5548:
      return C + e + x + j(e, `shrink`, `negative`) + e;
    case 5292:
      return C + e + x + j(e, `basis`, `preferred-size`) + e;
    case 6060:
      return C + `box-` + j(e, `-grow`, ``) + C + e + x + j(e, `grow`, `positive`) + e;
    case 4554:
      return C + j(e, /([^-])(transform)/g, `$1` + C + `$2`) + e;
    case 6187:
      return j(j(j(e, /(zoom-|grab)/, C + `$1`), /(image-set)/, C + `$1`), e, ``) + e;
    case 5495:
    case 3959:
      return j(e, /(image-set\([^]*)/, C + '$1$`$1');
    case 4968:
      return (
        j(
          j(e, /(.+:)(flex-)?(.*)/, C + `box-pack:$3` + x + `flex-pack:$3`),
          /s.+-b[^;]+/,
          `justify`,
        ) +
        C +
        e +
        e
      );
    case 4095:
    case 3583:
    case 4068:
    case 2532:
      return j(e, /(.+)-inline(.+)/, C + `$1$2`) + e;
    case 8116:
    case 7059:
    case 5753:
    case 5535:
    case 5445:
    case 5701:
    case 4933:
    case 4677:
    case 5533:
    case 5789:
    case 5021:
    case 4765:
      if (P(e) - 1 - t > 6)
        switch (M(e, t + 1)) {
          case 109:
            if (M(e, t + 4) !== 45) break;
          case 102:
            return (
              j(
                e,
                /(.+:)(.+)-([^]+)/,
                `$1` + C + `$2-$3$1` + S + (M(e, t + 3) == 108 ? `$3` : `$2-$3`),
              ) + e
            );
          case 115:
            return ~ae(e, `stretch`) ? Be(j(e, `stretch`, `fill-available`), t) + e : e;
        }
      break;
    case 4949:
      if (M(e, t + 1) !== 115) break;
    case 6444:
      switch (M(e, P(e) - 3 - (~ae(e, `!important`) && 10))) {
        case 107:
          return j(e, `:`, `:` + C) + e;
        case 101:
          return (
            j(
              e,
              /(.+:)([^;!]+)(;|!.+)?/,
              `$1` +
                C +
                (M(e, 14) === 45 ? `inline-` : ``) +
                `box$3$1` +
                C +
                `$2$3$1` +
                x +
                `$2box$3`,
            ) + e
          );
      }
      break;
    case 5936:
      switch (M(e, t + 11)) {
        case 114:
          return C + e + x + j(e, /[svh]\w+-[tblr]{2}/, `tb`) + e;
        case 108:
          return C + e + x + j(e, /[svh]\w+-[tblr]{2}/, `tb-rl`) + e;
        case 45:
          return C + e + x + j(e, /[svh]\w+-[tblr]{2}/, `lr`) + e;
      }
      return C + e + x + e + e;
  }
  return e;
}
var Ve = [
    function (e, t, n, r) {
      if (e.length > -1 && !e.return)
        switch (e.type) {
          case E:
            e.return = Be(e.value, e.length);
            break;
          case ee:
            return V([fe(e, { value: j(e.value, `@`, `@` + C) })], r);
          case T:
            if (e.length)
              return ce(e.props, function (t) {
                switch (A(t, /(::plac\w+|:read-\w+)/)) {
                  case `:read-only`:
                  case `:read-write`:
                    return V([fe(e, { props: [j(t, /:(read-\w+)/, `:` + S + `$1`)] })], r);
                  case `::placeholder`:
                    return V(
                      [
                        fe(e, { props: [j(t, /:(plac\w+)/, `:` + C + `input-$1`)] }),
                        fe(e, { props: [j(t, /:(plac\w+)/, `:` + S + `$1`)] }),
                        fe(e, { props: [j(t, /:(plac\w+)/, x + `input-$1`)] }),
                      ],
                      r,
                    );
                }
                return ``;
              });
        }
    },
  ],
  He = function (e) {
    var t = e.key;
    if (t === `css`) {
      var n = document.querySelectorAll(`style[data-emotion]:not([data-s])`);
      Array.prototype.forEach.call(n, function (e) {
        e.getAttribute(`data-emotion`).indexOf(` `) !== -1 &&
          (document.head.appendChild(e), e.setAttribute(`data-s`, ``));
      });
    }
    var r = e.stylisPlugins || Ve,
      i = {},
      a,
      o = [];
    ((a = e.container || document.head),
      Array.prototype.forEach.call(
        document.querySelectorAll(`style[data-emotion^="` + t + ` "]`),
        function (e) {
          for (var t = e.getAttribute(`data-emotion`).split(` `), n = 1; n < t.length; n++)
            i[t[n]] = !0;
          o.push(e);
        },
      ));
    var s,
      c = [Re, ze],
      l,
      u = [
        je,
        Ne(function (e) {
          l.insert(e);
        }),
      ],
      d = Me(c.concat(r, u)),
      f = function (e) {
        return V(Ee(e), d);
      };
    s = function (e, t, n, r) {
      ((l = n), f(e ? e + `{` + t.styles + `}` : t.styles), r && (p.inserted[t.name] = !0));
    };
    var p = {
      key: t,
      sheet: new b({
        key: t,
        container: a,
        nonce: e.nonce,
        speedy: e.speedy,
        prepend: e.prepend,
        insertionPoint: e.insertionPoint,
      }),
      nonce: e.nonce,
      inserted: i,
      registered: {},
      insert: s,
    };
    return (p.sheet.hydrate(o), p);
  },
  Ue = o((e) => {
    var t = typeof Symbol == `function` && Symbol.for,
      n = t ? Symbol.for(`react.element`) : 60103,
      r = t ? Symbol.for(`react.portal`) : 60106,
      i = t ? Symbol.for(`react.fragment`) : 60107,
      a = t ? Symbol.for(`react.strict_mode`) : 60108,
      o = t ? Symbol.for(`react.profiler`) : 60114,
      s = t ? Symbol.for(`react.provider`) : 60109,
      c = t ? Symbol.for(`react.context`) : 60110,
      l = t ? Symbol.for(`react.async_mode`) : 60111,
      u = t ? Symbol.for(`react.concurrent_mode`) : 60111,
      d = t ? Symbol.for(`react.forward_ref`) : 60112,
      f = t ? Symbol.for(`react.suspense`) : 60113,
      p = t ? Symbol.for(`react.suspense_list`) : 60120,
      m = t ? Symbol.for(`react.memo`) : 60115,
      h = t ? Symbol.for(`react.lazy`) : 60116,
      g = t ? Symbol.for(`react.block`) : 60121,
      _ = t ? Symbol.for(`react.fundamental`) : 60117,
      v = t ? Symbol.for(`react.responder`) : 60118,
      y = t ? Symbol.for(`react.scope`) : 60119;
    function b(e) {
      if (typeof e == `object` && e) {
        var t = e.$$typeof;
        switch (t) {
          case n:
            switch (((e = e.type), e)) {
              case l:
              case u:
              case i:
              case o:
              case a:
              case f:
                return e;
              default:
                switch (((e &&= e.$$typeof), e)) {
                  case c:
                  case d:
                  case h:
                  case m:
                  case s:
                    return e;
                  default:
                    return t;
                }
            }
          case r:
            return t;
        }
      }
    }
    function x(e) {
      return b(e) === u;
    }
    ((e.AsyncMode = l),
      (e.ConcurrentMode = u),
      (e.ContextConsumer = c),
      (e.ContextProvider = s),
      (e.Element = n),
      (e.ForwardRef = d),
      (e.Fragment = i),
      (e.Lazy = h),
      (e.Memo = m),
      (e.Portal = r),
      (e.Profiler = o),
      (e.StrictMode = a),
      (e.Suspense = f),
      (e.isAsyncMode = function (e) {
        return x(e) || b(e) === l;
      }),
      (e.isConcurrentMode = x),
      (e.isContextConsumer = function (e) {
        return b(e) === c;
      }),
      (e.isContextProvider = function (e) {
        return b(e) === s;
      }),
      (e.isElement = function (e) {
        return typeof e == `object` && !!e && e.$$typeof === n;
      }),
      (e.isForwardRef = function (e) {
        return b(e) === d;
      }),
      (e.isFragment = function (e) {
        return b(e) === i;
      }),
      (e.isLazy = function (e) {
        return b(e) === h;
      }),
      (e.isMemo = function (e) {
        return b(e) === m;
      }),
      (e.isPortal = function (e) {
        return b(e) === r;
      }),
      (e.isProfiler = function (e) {
        return b(e) === o;
      }),
      (e.isStrictMode = function (e) {
        return b(e) === a;
      }),
      (e.isSuspense = function (e) {
        return b(e) === f;
      }),
      (e.isValidElementType = function (e) {
        return (
          typeof e == `string` ||
          typeof e == `function` ||
          e === i ||
          e === u ||
          e === o ||
          e === a ||
          e === f ||
          e === p ||
          (typeof e == `object` &&
            !!e &&
            (e.$$typeof === h ||
              e.$$typeof === m ||
              e.$$typeof === s ||
              e.$$typeof === c ||
              e.$$typeof === d ||
              e.$$typeof === _ ||
              e.$$typeof === v ||
              e.$$typeof === y ||
              e.$$typeof === g))
        );
      }),
      (e.typeOf = b));
  }),
  We = o((e, t) => {
    t.exports = Ue();
  }),
  Ge = o((e, t) => {
    var n = We(),
      r = {
        childContextTypes: !0,
        contextType: !0,
        contextTypes: !0,
        defaultProps: !0,
        displayName: !0,
        getDefaultProps: !0,
        getDerivedStateFromError: !0,
        getDerivedStateFromProps: !0,
        mixins: !0,
        propTypes: !0,
        type: !0,
      },
      i = { name: !0, length: !0, prototype: !0, caller: !0, callee: !0, arguments: !0, arity: !0 },
      a = { $$typeof: !0, render: !0, defaultProps: !0, displayName: !0, propTypes: !0 },
      o = { $$typeof: !0, compare: !0, defaultProps: !0, displayName: !0, propTypes: !0, type: !0 },
      s = {};
    ((s[n.ForwardRef] = a), (s[n.Memo] = o));
    function c(e) {
      return n.isMemo(e) ? o : s[e.$$typeof] || r;
    }
    var l = Object.defineProperty,
      u = Object.getOwnPropertyNames,
      d = Object.getOwnPropertySymbols,
      f = Object.getOwnPropertyDescriptor,
      p = Object.getPrototypeOf,
      m = Object.prototype;
    function h(e, t, n) {
      if (typeof t != `string`) {
        if (m) {
          var r = p(t);
          r && r !== m && h(e, r, n);
        }
        var a = u(t);
        d && (a = a.concat(d(t)));
        for (var o = c(e), s = c(t), g = 0; g < a.length; ++g) {
          var _ = a[g];
          if (!i[_] && !(n && n[_]) && !(s && s[_]) && !(o && o[_])) {
            var v = f(t, _);
            try {
              l(e, _, v);
            } catch {}
          }
        }
      }
      return e;
    }
    t.exports = h;
  });
function Ke(e, t, n) {
  var r = ``;
  return (
    n.split(` `).forEach(function (n) {
      e[n] === void 0 ? n && (r += n + ` `) : t.push(e[n] + `;`);
    }),
    r
  );
}
var qe = function (e, t, n) {
    var r = e.key + `-` + t.name;
    n === !1 && e.registered[r] === void 0 && (e.registered[r] = t.styles);
  },
  Je = function (e, t, n) {
    qe(e, t, n);
    var r = e.key + `-` + t.name;
    if (e.inserted[t.name] === void 0) {
      var i = t;
      do (e.insert(t === i ? `.` + r : ``, i, e.sheet, !0), (i = i.next));
      while (i !== void 0);
    }
  };
function Ye(e) {
  for (var t = 0, n, r = 0, i = e.length; i >= 4; ++r, i -= 4)
    ((n =
      (e.charCodeAt(r) & 255) |
      ((e.charCodeAt(++r) & 255) << 8) |
      ((e.charCodeAt(++r) & 255) << 16) |
      ((e.charCodeAt(++r) & 255) << 24)),
      (n = (n & 65535) * 1540483477 + (((n >>> 16) * 59797) << 16)),
      (n ^= n >>> 24),
      (t =
        ((n & 65535) * 1540483477 + (((n >>> 16) * 59797) << 16)) ^
        ((t & 65535) * 1540483477 + (((t >>> 16) * 59797) << 16))));
  switch (i) {
    case 3:
      t ^= (e.charCodeAt(r + 2) & 255) << 16;
    case 2:
      t ^= (e.charCodeAt(r + 1) & 255) << 8;
    case 1:
      ((t ^= e.charCodeAt(r) & 255), (t = (t & 65535) * 1540483477 + (((t >>> 16) * 59797) << 16)));
  }
  return (
    (t ^= t >>> 13),
    (t = (t & 65535) * 1540483477 + (((t >>> 16) * 59797) << 16)),
    ((t ^ (t >>> 15)) >>> 0).toString(36)
  );
}
var Xe = {
    animationIterationCount: 1,
    aspectRatio: 1,
    borderImageOutset: 1,
    borderImageSlice: 1,
    borderImageWidth: 1,
    boxFlex: 1,
    boxFlexGroup: 1,
    boxOrdinalGroup: 1,
    columnCount: 1,
    columns: 1,
    flex: 1,
    flexGrow: 1,
    flexPositive: 1,
    flexShrink: 1,
    flexNegative: 1,
    flexOrder: 1,
    gridRow: 1,
    gridRowEnd: 1,
    gridRowSpan: 1,
    gridRowStart: 1,
    gridColumn: 1,
    gridColumnEnd: 1,
    gridColumnSpan: 1,
    gridColumnStart: 1,
    msGridRow: 1,
    msGridRowSpan: 1,
    msGridColumn: 1,
    msGridColumnSpan: 1,
    fontWeight: 1,
    lineHeight: 1,
    opacity: 1,
    order: 1,
    orphans: 1,
    scale: 1,
    tabSize: 1,
    widows: 1,
    zIndex: 1,
    zoom: 1,
    WebkitLineClamp: 1,
    fillOpacity: 1,
    floodOpacity: 1,
    stopOpacity: 1,
    strokeDasharray: 1,
    strokeDashoffset: 1,
    strokeMiterlimit: 1,
    strokeOpacity: 1,
    strokeWidth: 1,
  },
  Ze = /[A-Z]|^ms/g,
  Qe = /_EMO_([^_]+?)_([^]*?)_EMO_/g,
  $e = function (e) {
    return e.charCodeAt(1) === 45;
  },
  et = function (e) {
    return e != null && typeof e != `boolean`;
  },
  tt = h(function (e) {
    return $e(e) ? e : e.replace(Ze, `-$&`).toLowerCase();
  }),
  nt = function (e, t) {
    switch (e) {
      case `animation`:
      case `animationName`:
        if (typeof t == `string`)
          return t.replace(Qe, function (e, t, n) {
            return ((U = { name: t, styles: n, next: U }), t);
          });
    }
    return Xe[e] !== 1 && !$e(e) && typeof t == `number` && t !== 0 ? t + `px` : t;
  };
function H(e, t, n) {
  if (n == null) return ``;
  var r = n;
  if (r.__emotion_styles !== void 0) return r;
  switch (typeof n) {
    case `boolean`:
      return ``;
    case `object`:
      var i = n;
      if (i.anim === 1) return ((U = { name: i.name, styles: i.styles, next: U }), i.name);
      var a = n;
      if (a.styles !== void 0) {
        var o = a.next;
        if (o !== void 0)
          for (; o !== void 0;) ((U = { name: o.name, styles: o.styles, next: U }), (o = o.next));
        return a.styles + `;`;
      }
      return rt(e, t, n);
    case `function`:
      if (e !== void 0) {
        var s = U,
          c = n(e);
        return ((U = s), H(e, t, c));
      }
  }
  var l = n;
  if (t == null) return l;
  var u = t[l];
  return u === void 0 ? l : u;
}
function rt(e, t, n) {
  var r = ``;
  if (Array.isArray(n)) for (var i = 0; i < n.length; i++) r += H(e, t, n[i]) + `;`;
  else
    for (var a in n) {
      var o = n[a];
      if (typeof o != `object`) {
        var s = o;
        t != null && t[s] !== void 0
          ? (r += a + `{` + t[s] + `}`)
          : et(s) && (r += tt(a) + `:` + nt(a, s) + `;`);
      } else if (Array.isArray(o) && typeof o[0] == `string` && (t == null || t[o[0]] === void 0))
        for (var c = 0; c < o.length; c++) et(o[c]) && (r += tt(a) + `:` + nt(a, o[c]) + `;`);
      else {
        var l = H(e, t, o);
        switch (a) {
          case `animation`:
          case `animationName`:
            r += tt(a) + `:` + l + `;`;
            break;
          default:
            r += a + `{` + l + `}`;
        }
      }
    }
  return r;
}
var it = /label:\s*([^\s;{]+)\s*(;|$)/g,
  U;
function at(e, t, n) {
  if (e.length === 1 && typeof e[0] == `object` && e[0] !== null && e[0].styles !== void 0)
    return e[0];
  var r = !0,
    i = ``;
  U = void 0;
  var a = e[0];
  a == null || a.raw === void 0 ? ((r = !1), (i += H(n, t, a))) : (i += a[0]);
  for (var o = 1; o < e.length; o++) ((i += H(n, t, e[o])), r && (i += a[o]));
  it.lastIndex = 0;
  for (var s = ``, c; (c = it.exec(i)) !== null;) s += `-` + c[1];
  return { name: Ye(i) + s, styles: i, next: U };
}
var ot = function (e) {
    return e();
  },
  st = p.useInsertionEffect ? p.useInsertionEffect : !1,
  ct = st || ot,
  lt = st || p.useLayoutEffect,
  ut = p.createContext(typeof HTMLElement < `u` ? He({ key: `css` }) : null);
ut.Provider;
var dt = function (e) {
    return (0, p.forwardRef)(function (t, n) {
      return e(t, (0, p.useContext)(ut), n);
    });
  },
  ft = p.createContext({}),
  pt = {}.hasOwnProperty,
  mt = `__EMOTION_TYPE_PLEASE_DO_NOT_USE__`,
  ht = function (e, t) {
    var n = {};
    for (var r in t) pt.call(t, r) && (n[r] = t[r]);
    return ((n[mt] = e), n);
  },
  gt = function (e) {
    var t = e.cache,
      n = e.serialized,
      r = e.isStringTag;
    return (
      qe(t, n, r),
      ct(function () {
        return Je(t, n, r);
      }),
      null
    );
  },
  _t = dt(function (e, t, n) {
    var r = e.css;
    typeof r == `string` && t.registered[r] !== void 0 && (r = t.registered[r]);
    var i = e[mt],
      a = [r],
      o = ``;
    typeof e.className == `string`
      ? (o = Ke(t.registered, a, e.className))
      : e.className != null && (o = e.className + ` `);
    var s = at(a, void 0, p.useContext(ft));
    o += t.key + `-` + s.name;
    var c = {};
    for (var l in e) pt.call(e, l) && l !== `css` && l !== mt && (c[l] = e[l]);
    return (
      (c.className = o),
      n && (c.ref = n),
      p.createElement(
        p.Fragment,
        null,
        p.createElement(gt, { cache: t, serialized: s, isStringTag: typeof i == `string` }),
        p.createElement(i, c),
      )
    );
  });
Ge();
var vt = function (e, t) {
  var n = arguments;
  if (t == null || !pt.call(t, `css`)) return p.createElement.apply(void 0, n);
  var r = n.length,
    i = Array(r);
  ((i[0] = _t), (i[1] = ht(e, t)));
  for (var a = 2; a < r; a++) i[a] = n[a];
  return p.createElement.apply(null, i);
};
(function (e) {
  var t;
  t ||= e.JSX ||= {};
})((vt ||= {}));
var yt = dt(function (e, t) {
  var n = e.styles,
    r = at([n], void 0, p.useContext(ft)),
    i = p.useRef();
  return (
    lt(
      function () {
        var e = t.key + `-global`,
          n = new t.sheet.constructor({
            key: e,
            nonce: t.sheet.nonce,
            container: t.sheet.container,
            speedy: t.sheet.isSpeedy,
          }),
          a = !1,
          o = document.querySelector(`style[data-emotion="` + e + ` ` + r.name + `"]`);
        return (
          t.sheet.tags.length && (n.before = t.sheet.tags[0]),
          o !== null && ((a = !0), o.setAttribute(`data-emotion`, e), n.hydrate([o])),
          (i.current = [n, a]),
          function () {
            n.flush();
          }
        );
      },
      [t],
    ),
    lt(
      function () {
        var e = i.current,
          n = e[0];
        e[1]
          ? (e[1] = !1)
          : (r.next !== void 0 && Je(t, r.next, !0),
            n.tags.length && ((n.before = n.tags[n.tags.length - 1].nextElementSibling), n.flush()),
            t.insert(``, r, n, !1));
      },
      [t, r.name],
    ),
    null
  );
});
function bt(...e) {
  return function (...t) {
    e.forEach((e) => e?.(...t));
  };
}
var xt = (...e) =>
    e
      .map((e) => e?.trim?.())
      .filter(Boolean)
      .join(` `),
  St = /^on[A-Z]/;
function Ct(...e) {
  let t = {};
  for (let n of e) {
    for (let e in t)
      t[e] =
        St.test(e) && typeof t[e] == `function` && typeof n[e] == `function`
          ? bt(t[e], n[e])
          : e === `className` || e === `class`
            ? xt(t[e], n[e])
            : e === `style`
              ? Object.assign({}, t[e] ?? {}, n[e] ?? {})
              : n[e] === void 0
                ? t[e]
                : n[e];
    for (let e in n) t[e] === void 0 && (t[e] = n[e]);
  }
  return t;
}
var wt = parseInt(`19.3.1`.split(`.`)[0], 10) >= 19;
function Tt(e, t) {
  if (e != null) {
    if (typeof e == `function`) return e(t);
    try {
      e.current = t;
    } catch {
      throw Error(`Cannot assign value '${t}' to ref '${e}'`);
    }
  }
}
function Et(...e) {
  let t = e.filter((e) => e != null);
  if (wt) {
    let e = new Map();
    return (n) => (
      t.forEach((t) => {
        let r = Tt(t, n);
        r && e.set(t, r);
      }),
      () => {
        (t.forEach((t) => {
          let n = e.get(t);
          n && typeof n == `function` ? n() : Tt(t, null);
        }),
          e.clear());
      }
    );
  }
  return (e) => {
    t.forEach((t) => {
      Tt(t, e);
    });
  };
}
function Dt(e) {
  let t = Object.assign({}, e);
  for (let e in t) t[e] === void 0 && delete t[e];
  return t;
}
var Ot = (e) => typeof e == `object` && !!e && !Array.isArray(e),
  kt = (e) => typeof e == `string`,
  At = (e) => typeof e == `function`,
  W = (...e) => {
    let t = [];
    for (let n = 0; n < e.length; n++) {
      let r = e[n];
      if (!kt(r)) continue;
      let i = r.trim();
      i && t.push(i);
    }
    return t.join(` `);
  };
function jt(e) {
  return e.default || e;
}
function Mt(e) {
  let t = `19.3.1`;
  return !kt(t) || t.startsWith(`18.`) ? e?.ref : e?.props?.ref;
}
var Nt = (...e) => {
  let t = e.reduce((e, t) => (t?.forEach((t) => e.add(t)), e), new Set([]));
  return Array.from(t);
};
function Pt(e, t) {
  return `${e} returned \`undefined\`. Seems you forgot to wrap component within ${t}`;
}
function Ft(e = {}) {
  let {
      name: t,
      strict: n = !0,
      hookName: r = `useContext`,
      providerName: i = `Provider`,
      errorMessage: a,
      defaultValue: o,
    } = e,
    s = (0, p.createContext)(o);
  s.displayName = t;
  function c() {
    let e = (0, p.useContext)(s);
    if (!e && n) {
      let e = Error(a ?? Pt(r, i));
      throw ((e.name = `ContextError`), Error.captureStackTrace?.(e, c), e);
    }
    return e;
  }
  return [s.Provider, c, s];
}
var [It, Lt] = Ft({ name: `ChakraContext`, strict: !0, providerName: `<ChakraProvider />` });
function Rt(e) {
  let { value: t, children: n } = e;
  return (0, m.jsxs)(It, {
    value: t,
    children: [
      !t._config.disableLayers && (0, m.jsx)(yt, { styles: t.layers.atRule }),
      (0, m.jsx)(yt, { styles: t._global }),
      n,
    ],
  });
}
var zt = (e, t) => {
    let n = {},
      r = {},
      i = Object.keys(e);
    for (let a of i) t(a) ? (r[a] = e[a]) : (n[a] = e[a]);
    return [r, n];
  },
  Bt = (e, t) => zt(e, At(t) ? t : (e) => t.includes(e)),
  Vt = new Set([`htmlWidth`, `htmlHeight`, `htmlSize`, `htmlTranslate`]);
function Ht(e) {
  return typeof e == `string` && Vt.has(e);
}
function Ut(e, t, n) {
  let { css: r, isValidProperty: i } = Lt(),
    { children: a, ...o } = e,
    s = (0, p.useMemo)(() => {
      let [e, r] = Bt(o, (e) => n(e, t.variantKeys)),
        [a, s] = Bt(r, t.variantKeys),
        [c, l] = Bt(s, i);
      return { forwardedProps: e, variantProps: a, styleProps: c, elementProps: l };
    }, [t.variantKeys, n, o, i]),
    { css: c, ...l } = s.styleProps,
    u = (0, p.useMemo)(() => {
      let e = { ...s.variantProps },
        n = t.variantKeys.includes(`colorPalette`),
        r = t.variantKeys.includes(`orientation`);
      return (n || (e.colorPalette = o.colorPalette), r || (e.orientation = o.orientation), t(e));
    }, [t, s.variantProps, o.colorPalette, o.orientation]);
  return {
    styles: (0, p.useMemo)(() => r(u, ...Wt(c), l), [r, u, c, l]),
    props: { ...s.forwardedProps, ...s.elementProps, children: a },
  };
}
var Wt = (e) => (Array.isArray(e) ? e : [e]).filter(Boolean).flat(),
  Gt = jt(_),
  Kt = (e) => e !== `theme`,
  qt = (e, t, n) => {
    let r;
    if (t) {
      let n = t.shouldForwardProp;
      r = e.__emotion_forwardProp && n ? (t) => e.__emotion_forwardProp(t) && n(t) : n;
    }
    return (typeof r != `function` && n && (r = e.__emotion_forwardProp), r);
  },
  Jt = typeof document < `u`,
  Yt = ({ cache: e, serialized: t, isStringTag: n }) => {
    qe(e, t, n);
    let r = ct(() => Je(e, t, n));
    if (!Jt && r !== void 0) {
      let n = t.name,
        i = t.next;
      for (; i !== void 0;) ((n = W(n, i.name)), (i = i.next));
      return (0, m.jsx)(`style`, {
        'data-emotion': W(e.key, n),
        dangerouslySetInnerHTML: { __html: r },
        nonce: e.sheet.nonce,
      });
    }
    return null;
  },
  Xt = {
    path: [`d`],
    text: [`x`, `y`],
    circle: [`cx`, `cy`, `r`],
    rect: [`width`, `height`, `x`, `y`, `rx`, `ry`],
    ellipse: [`cx`, `cy`, `rx`, `ry`],
    g: [`transform`],
    stop: [`offset`, `stopOpacity`],
  },
  Zt = (e, t) => Object.prototype.hasOwnProperty.call(e, t),
  Qt = ((e, t = {}, n = {}) => {
    if (Zt(Xt, e)) {
      n.forwardProps ||= [];
      let t = Xt[e];
      n.forwardProps = Nt([...n.forwardProps, ...t]);
    }
    let r = e.__emotion_real === e,
      i = (r && e.__emotion_base) || e,
      a,
      o;
    n !== void 0 && ((a = n.label), (o = n.target));
    let s = [],
      c = dt((a, c, l) => {
        let { cva: u, isValidProperty: d } = Lt(),
          f = t.__cva__ ? t : u(t),
          h = tn(
            e.__emotion_cva && !e.__emotion_cva.__cva__ ? u(e.__emotion_cva) : e.__emotion_cva,
            f,
          );
        !n.shouldForwardProp &&
          n.forwardProps &&
          (n.shouldForwardProp = ((e) => (t, n) => (e.includes(t) ? !0 : !n?.includes(t) && !d(t)))(
            n.forwardProps,
          ));
        let g =
            qt(e, n, r) ||
            ((t, n) => {
              let r = typeof e == `string` && e.charCodeAt(0) > 96 ? Gt : Kt,
                i = !n?.includes(t) && !d(t);
              return r(t) && i;
            }),
          { props: _, styles: v } = Ut(
            p.useMemo(() => Object.assign({}, n.defaultProps, Dt(a)), [a]),
            h,
            g,
          ),
          y = ``,
          b = [v],
          x = _;
        if (_.theme == null) {
          x = {};
          for (let e in _) x[e] = _[e];
          x.theme = p.useContext(ft);
        }
        typeof _.className == `string`
          ? (y = Ke(c.registered, b, _.className))
          : _.className != null && (y = W(y, _.className));
        let S = at(s.concat(b), c.registered, x);
        (S.styles && (y = W(y, `${c.key}-${S.name}`)), o !== void 0 && (y = W(y, o)));
        let C = !g(`as`),
          w = (C && _.as) || i,
          T = {};
        for (let e in _)
          if (!(C && e === `as`)) {
            if (Ht(e)) {
              let t = e.replace(`html`, ``).toLowerCase();
              T[t] = _[e];
            } else g(e) && (T[e] = _[e]);
          }
        let E = y.trim();
        (E ? (T.className = E) : Reflect.deleteProperty(T, `className`), (T.ref = l));
        let D = n.forwardAsChild || n.forwardProps?.includes(`asChild`);
        if (_.asChild && !D) {
          let e = p.isValidElement(_.children)
            ? p.Children.only(_.children)
            : p.Children.toArray(_.children).find(p.isValidElement);
          if (!e) throw Error(`[chakra-ui > factory] No valid child found`);
          ((w = e.type),
            (T.children = null),
            Reflect.deleteProperty(T, `asChild`),
            (T = Ct(T, e.props)),
            (T.ref = Et(l, Mt(e))));
        }
        return T.as && D
          ? ((T.as = void 0),
            (0, m.jsxs)(p.Fragment, {
              children: [
                (0, m.jsx)(Yt, { cache: c, serialized: S, isStringTag: typeof w == `string` }),
                (0, m.jsx)(w, {
                  asChild: !0,
                  ...T,
                  children: (0, m.jsx)(_.as, { children: T.children }),
                }),
              ],
            }))
          : (0, m.jsxs)(p.Fragment, {
              children: [
                (0, m.jsx)(Yt, { cache: c, serialized: S, isStringTag: typeof w == `string` }),
                (0, m.jsx)(w, { ...T }),
              ],
            });
      });
    return (
      (c.displayName =
        a === void 0
          ? `chakra(${typeof i == `string` ? i : i.displayName || i.name || `Component`})`
          : a),
      (c.__emotion_real = c),
      (c.__emotion_base = i),
      (c.__emotion_forwardProp = n.shouldForwardProp),
      (c.__emotion_cva = t),
      Object.defineProperty(c, 'toString', {
        value() {
          return `.${o}`;
        },
      }),
      c
    );
  }).bind(),
  $t = new Map(),
  en = new Proxy(Qt, {
    apply(e, t, n) {
      return Qt(...n);
    },
    get(e, t) {
      return ($t.has(t) || $t.set(t, Qt(t)), $t.get(t));
    },
  }),
  tn = (e, t) => (e && !t ? e : !e && t ? t : e.merge(t));
function nn(e) {
  if (typeof e != `string`) return e.displayName || e.name;
}
function rn(e) {
  return e && e.charAt(0).toUpperCase() + e.slice(1);
}
function an(e, t) {
  return e + rn(t);
}
function on(e, t) {
  if (t) return e + rn(t);
}
var sn = Object.freeze({}),
  cn = Object.freeze({});
function ln(e) {
  let { key: t, recipe: n } = e,
    r = Lt();
  return (0, p.useMemo)(() => (n ? r.cva(n) : t == null ? r.cva({}) : r.getRecipeFn(t)), [t, n, r]);
}
function un(e) {
  let { key: t, recipe: n } = e,
    r = rn(t || n.className || `Component`),
    [i, a] = Ft({ strict: !1, name: `${r}PropsContext`, providerName: `${r}PropsContext` });
  function o(e) {
    let { unstyled: r, ...i } = e,
      a = ln({ key: t, recipe: i.recipe || n }),
      [o, s] = (0, p.useMemo)(() => a.splitVariantProps(i), [a, i]);
    return { styles: r ? sn : a(o), className: a.className, props: s };
  }
  let s = (e, t) => {
    let { displayName: n, ...i } = t ?? {},
      s = en(e, {}, i),
      c = (0, p.forwardRef)((e, t) => {
        let n = a(),
          r = (0, p.useMemo)(() => Ct(n, e), [e, n]),
          { styles: i, className: c, props: l } = o(r);
        return (0, m.jsx)(s, { ...l, ref: t, css: [i, r.css], className: W(c, r.className) });
      });
    return ((c.displayName = n ?? r ?? nn(e)), c);
  };
  function c() {
    return i;
  }
  return {
    withContext: s,
    PropsProvider: i,
    withPropsProvider: c,
    usePropsContext: a,
    useRecipeResult: o,
  };
}
var { withContext: dn, PropsProvider: fn } = un({ key: `text` }),
  pn = dn(`p`),
  mn = (e) => e != null;
function hn(e, t, n = {}) {
  let { stop: r, getKey: i } = n;
  function a(e, n = []) {
    if (Ot(e) || Array.isArray(e)) {
      let o = {};
      for (let [s, c] of Object.entries(e)) {
        let l = i?.(s, c) ?? s,
          u = [...n, l];
        if (r?.(e, u)) return t(e, n);
        let d = a(c, u);
        mn(d) && (o[l] = d);
      }
      return o;
    }
    return t(e, n);
  }
  return a(e);
}
function gn(e, t) {
  return Array.isArray(e)
    ? e.map((e) => (mn(e) ? t(e) : e))
    : Ot(e)
      ? hn(e, (e) => t(e))
      : mn(e)
        ? t(e)
        : e;
}
function _n(e) {
  let { gap: t, direction: n } = e,
    r = {
      column: { marginY: t, marginX: 0, borderInlineStartWidth: 0, borderTopWidth: `1px` },
      'column-reverse': {
        marginY: t,
        marginX: 0,
        borderInlineStartWidth: 0,
        borderTopWidth: `1px`,
      },
      row: { marginX: t, marginY: 0, borderInlineStartWidth: `1px`, borderTopWidth: 0 },
      'row-reverse': { marginX: t, marginY: 0, borderInlineStartWidth: `1px`, borderTopWidth: 0 },
    };
  return { '&': gn(n, (e) => r[e]) };
}
function vn(e) {
  return p.Children.toArray(e).filter((e) => (0, p.isValidElement)(e));
}
var yn = (0, p.forwardRef)(function (e, t) {
  let {
      direction: n = `column`,
      align: r,
      justify: i,
      gap: a = `0.5rem`,
      wrap: o,
      children: s,
      separator: c,
      className: l,
      ...u
    } = e,
    d = (0, p.useMemo)(() => _n({ gap: a, direction: n }), [a, n]),
    f = (0, p.useMemo)(
      () =>
        (0, p.isValidElement)(c)
          ? vn(s).map((e, t, n) => {
              let r = e.key === void 0 ? t : e.key,
                i = c,
                a = (0, p.cloneElement)(i, { css: [d, i.props.css] });
              return (0, m.jsxs)(p.Fragment, { children: [e, t === n.length - 1 ? null : a] }, r);
            })
          : s,
      [s, c, d],
    );
  return (0, m.jsx)(en.div, {
    ref: t,
    display: `flex`,
    alignItems: r,
    justifyContent: i,
    flexDirection: n,
    flexWrap: o,
    gap: c ? void 0 : a,
    className: W(`chakra-stack`, l),
    ...u,
    children: f,
  });
});
yn.displayName = `Stack`;
function G(e, t) {
  let n = t && t.cache ? t.cache : kn,
    r = t && t.serializer ? t.serializer : Dn;
  return (t && t.strategy ? t.strategy : wn)(e, { cache: n, serializer: r });
}
function bn(e) {
  return e == null || typeof e == `number` || typeof e == `boolean`;
}
function xn(e, t, n, r) {
  let i = bn(r) ? r : n(r),
    a = t.get(i);
  return (a === void 0 && ((a = e.call(this, r)), t.set(i, a)), a);
}
function Sn(e, t, n) {
  let r = Array.prototype.slice.call(arguments, 3),
    i = n(r),
    a = t.get(i);
  return (a === void 0 && ((a = e.apply(this, r)), t.set(i, a)), a);
}
function Cn(e, t, n, r, i) {
  return n.bind(t, e, r, i);
}
function wn(e, t) {
  let n = e.length === 1 ? xn : Sn;
  return Cn(e, this, n, t.cache.create(), t.serializer);
}
function Tn(e, t) {
  return Cn(e, this, Sn, t.cache.create(), t.serializer);
}
function En(e, t) {
  return Cn(e, this, xn, t.cache.create(), t.serializer);
}
var Dn = function () {
    return JSON.stringify(arguments);
  },
  On = class {
    constructor() {
      this.cache = Object.create(null);
    }
    get(e) {
      return this.cache[e];
    }
    set(e, t) {
      this.cache[e] = t;
    }
  },
  kn = {
    create: function () {
      return new On();
    },
  },
  K = { variadic: Tn, monadic: En },
  An =
    /(?:[Eec]{1,6}|G{1,5}|[Qq]{1,5}|(?:[yYur]+|U{1,5})|[ML]{1,5}|d{1,2}|D{1,3}|F{1}|[abB]{1,5}|[hkHK]{1,2}|w{1,2}|W{1}|m{1,2}|s{1,2}|[zZOvVxX]{1,4})(?=([^']*'[^']*')*[^']*$)/g;
function jn(e) {
  let t = {};
  return (
    e.replace(An, (e) => {
      let n = e.length;
      switch (e[0]) {
        case `G`:
          t.era = n === 4 ? `long` : n === 5 ? `narrow` : `short`;
          break;
        case `y`:
          t.year = n === 2 ? `2-digit` : `numeric`;
          break;
        case `Y`:
        case `u`:
        case `U`:
        case `r`:
          throw RangeError('`Y/u/U/r` (year) patterns are not supported, use `y` instead');
        case `q`:
        case `Q`:
          throw RangeError('`q/Q` (quarter) patterns are not supported');
        case `M`:
        case `L`:
          t.month = [`numeric`, `2-digit`, `short`, `long`, `narrow`][n - 1];
          break;
        case `w`:
        case `W`:
          throw RangeError('`w/W` (week) patterns are not supported');
        case `d`:
          t.day = [`numeric`, `2-digit`][n - 1];
          break;
        case `D`:
        case `F`:
        case `g`:
          throw RangeError('`D/F/g` (day) patterns are not supported, use `d` instead');
        case `E`:
          t.weekday = n === 4 ? `long` : n === 5 ? `narrow` : `short`;
          break;
        case `e`:
          if (n < 4) throw RangeError('`e..eee` (weekday) patterns are not supported');
          t.weekday = [`short`, `long`, `narrow`, `short`][n - 3];
          break;
        case `c`:
          if (n < 4) throw RangeError('`c..ccc` (weekday) patterns are not supported');
          t.weekday = [`short`, `long`, `narrow`, `short`][n - 3];
          break;
        case `a`:
          t.hour12 = !0;
          break;
        case `b`:
        case `B`:
          throw RangeError('`b/B` (period) patterns are not supported, use `a` instead');
        case `h`:
          ((t.hourCycle = `h12`), (t.hour = [`numeric`, `2-digit`][n - 1]));
          break;
        case `H`:
          ((t.hourCycle = `h23`), (t.hour = [`numeric`, `2-digit`][n - 1]));
          break;
        case `K`:
          ((t.hourCycle = `h11`), (t.hour = [`numeric`, `2-digit`][n - 1]));
          break;
        case `k`:
          ((t.hourCycle = `h24`), (t.hour = [`numeric`, `2-digit`][n - 1]));
          break;
        case `j`:
        case `J`:
        case `C`:
          throw RangeError('`j/J/C` (hour) patterns are not supported, use `h/H/K/k` instead');
        case `m`:
          t.minute = [`numeric`, `2-digit`][n - 1];
          break;
        case `s`:
          t.second = [`numeric`, `2-digit`][n - 1];
          break;
        case `S`:
        case `A`:
          throw RangeError('`S/A` (second) patterns are not supported, use `s` instead');
        case `z`:
          t.timeZoneName = n < 4 ? `short` : `long`;
          break;
        case `Z`:
        case `O`:
        case `v`:
        case `V`:
        case `X`:
        case `x`:
          throw RangeError('`Z/O/v/V/X/x` (timeZone) patterns are not supported, use `z` instead');
      }
      return ``;
    }),
    t
  );
}
var Mn = /[\t-\r \x85\u200E\u200F\u2028\u2029]/i;
function Nn(e) {
  if (e.length === 0) throw Error(`Number skeleton cannot be empty`);
  let t = e.split(Mn).filter((e) => e.length > 0),
    n = [];
  for (let e of t) {
    let t = e.split(`/`);
    if (t.length === 0) throw Error(`Invalid number skeleton`);
    let [r, ...i] = t;
    for (let e of i) if (e.length === 0) throw Error(`Invalid number skeleton`);
    n.push({ stem: r, options: i });
  }
  return n;
}
function Pn(e) {
  return e.replace(/^(.*?)-/, ``);
}
var Fn = /^\.(?:(0+)(\*)?|(#+)|(0+)(#+))$/g,
  In = /^(@+)?(\+|#+)?[rs]?$/g,
  Ln = /(\*)(0+)|(#+)(0+)|(0+)/g,
  Rn = /^(0+)$/;
function zn(e) {
  let t = {};
  return (
    e[e.length - 1] === `r`
      ? (t.roundingPriority = `morePrecision`)
      : e[e.length - 1] === `s` && (t.roundingPriority = `lessPrecision`),
    e.replace(In, function (e, n, r) {
      return (
        typeof r == `string`
          ? r === `+`
            ? (t.minimumSignificantDigits = n.length)
            : n[0] === `#`
              ? (t.maximumSignificantDigits = n.length)
              : ((t.minimumSignificantDigits = n.length),
                (t.maximumSignificantDigits = n.length + (typeof r == `string` ? r.length : 0)))
          : ((t.minimumSignificantDigits = n.length), (t.maximumSignificantDigits = n.length)),
        ``
      );
    }),
    t
  );
}
function Bn(e) {
  switch (e) {
    case `sign-auto`:
      return { signDisplay: `auto` };
    case `sign-accounting`:
    case `()`:
      return { currencySign: `accounting` };
    case `sign-always`:
    case `+!`:
      return { signDisplay: `always` };
    case `sign-accounting-always`:
    case `()!`:
      return { signDisplay: `always`, currencySign: `accounting` };
    case `sign-except-zero`:
    case `+?`:
      return { signDisplay: `exceptZero` };
    case `sign-accounting-except-zero`:
    case `()?`:
      return { signDisplay: `exceptZero`, currencySign: `accounting` };
    case `sign-never`:
    case `+_`:
      return { signDisplay: `never` };
  }
}
function Vn(e) {
  let t;
  if (
    (e[0] === `E` && e[1] === `E`
      ? ((t = { notation: `engineering` }), (e = e.slice(2)))
      : e[0] === `E` && ((t = { notation: `scientific` }), (e = e.slice(1))),
    t)
  ) {
    let n = e.slice(0, 2);
    if (
      (n === `+!`
        ? ((t.signDisplay = `always`), (e = e.slice(2)))
        : n === `+?` && ((t.signDisplay = `exceptZero`), (e = e.slice(2))),
      !Rn.test(e))
    )
      throw Error(`Malformed concise eng/scientific notation`);
    t.minimumIntegerDigits = e.length;
  }
  return t;
}
function Hn(e) {
  return Bn(e) || {};
}
function Un(e) {
  let t = {};
  for (let n of e) {
    switch (n.stem) {
      case `percent`:
      case `%`:
        t.style = `percent`;
        continue;
      case `%x100`:
        ((t.style = `percent`), (t.scale = 100));
        continue;
      case `currency`:
        ((t.style = `currency`), (t.currency = n.options[0]));
        continue;
      case `group-off`:
      case `,_`:
        t.useGrouping = !1;
        continue;
      case `precision-integer`:
      case `.`:
        t.maximumFractionDigits = 0;
        continue;
      case `measure-unit`:
      case `unit`:
        ((t.style = `unit`), (t.unit = Pn(n.options[0])));
        continue;
      case `compact-short`:
      case `K`:
        ((t.notation = `compact`), (t.compactDisplay = `short`));
        continue;
      case `compact-long`:
      case `KK`:
        ((t.notation = `compact`), (t.compactDisplay = `long`));
        continue;
      case `scientific`:
        t = {
          ...t,
          notation: `scientific`,
          ...n.options.reduce((e, t) => ({ ...e, ...Hn(t) }), {}),
        };
        continue;
      case `engineering`:
        t = {
          ...t,
          notation: `engineering`,
          ...n.options.reduce((e, t) => ({ ...e, ...Hn(t) }), {}),
        };
        continue;
      case `notation-simple`:
        t.notation = `standard`;
        continue;
      case `unit-width-narrow`:
        ((t.currencyDisplay = `narrowSymbol`), (t.unitDisplay = `narrow`));
        continue;
      case `unit-width-short`:
        ((t.currencyDisplay = `code`), (t.unitDisplay = `short`));
        continue;
      case `unit-width-full-name`:
        ((t.currencyDisplay = `name`), (t.unitDisplay = `long`));
        continue;
      case `unit-width-iso-code`:
        t.currencyDisplay = `symbol`;
        continue;
      case `scale`:
        t.scale = parseFloat(n.options[0]);
        continue;
      case `rounding-mode-floor`:
        t.roundingMode = `floor`;
        continue;
      case `rounding-mode-ceiling`:
        t.roundingMode = `ceil`;
        continue;
      case `rounding-mode-down`:
        t.roundingMode = `trunc`;
        continue;
      case `rounding-mode-up`:
        t.roundingMode = `expand`;
        continue;
      case `rounding-mode-half-even`:
        t.roundingMode = `halfEven`;
        continue;
      case `rounding-mode-half-down`:
        t.roundingMode = `halfTrunc`;
        continue;
      case `rounding-mode-half-up`:
        t.roundingMode = `halfExpand`;
        continue;
      case `integer-width`:
        if (n.options.length > 1)
          throw RangeError(`integer-width stems only accept a single optional option`);
        n.options[0].replace(Ln, function (e, n, r, i, a, o) {
          if (n) t.minimumIntegerDigits = r.length;
          else if (i && a) throw Error(`We currently do not support maximum integer digits`);
          else if (o) throw Error(`We currently do not support exact integer digits`);
          return ``;
        });
        continue;
    }
    if (Rn.test(n.stem)) {
      t.minimumIntegerDigits = n.stem.length;
      continue;
    }
    if (Fn.test(n.stem)) {
      if (n.options.length > 1)
        throw RangeError(`Fraction-precision stems only accept a single optional option`);
      n.stem.replace(Fn, function (e, n, r, i, a, o) {
        return (
          r === `*`
            ? (t.minimumFractionDigits = n.length)
            : i && i[0] === `#`
              ? (t.maximumFractionDigits = i.length)
              : a && o
                ? ((t.minimumFractionDigits = a.length),
                  (t.maximumFractionDigits = a.length + o.length))
                : ((t.minimumFractionDigits = n.length), (t.maximumFractionDigits = n.length)),
          ``
        );
      });
      let e = n.options[0];
      e === `w`
        ? (t = { ...t, trailingZeroDisplay: `stripIfInteger` })
        : e && (t = { ...t, ...zn(e) });
      continue;
    }
    if (In.test(n.stem)) {
      t = { ...t, ...zn(n.stem) };
      continue;
    }
    let e = Bn(n.stem);
    e && (t = { ...t, ...e });
    let r = Vn(n.stem);
    r && (t = { ...t, ...r });
  }
  return t;
}
var Wn = (function (e) {
    return (
      (e[(e.EXPECT_ARGUMENT_CLOSING_BRACE = 1)] = `EXPECT_ARGUMENT_CLOSING_BRACE`),
      (e[(e.EMPTY_ARGUMENT = 2)] = `EMPTY_ARGUMENT`),
      (e[(e.MALFORMED_ARGUMENT = 3)] = `MALFORMED_ARGUMENT`),
      (e[(e.EXPECT_ARGUMENT_TYPE = 4)] = `EXPECT_ARGUMENT_TYPE`),
      (e[(e.INVALID_ARGUMENT_TYPE = 5)] = `INVALID_ARGUMENT_TYPE`),
      (e[(e.EXPECT_ARGUMENT_STYLE = 6)] = `EXPECT_ARGUMENT_STYLE`),
      (e[(e.INVALID_NUMBER_SKELETON = 7)] = `INVALID_NUMBER_SKELETON`),
      (e[(e.INVALID_DATE_TIME_SKELETON = 8)] = `INVALID_DATE_TIME_SKELETON`),
      (e[(e.EXPECT_NUMBER_SKELETON = 9)] = `EXPECT_NUMBER_SKELETON`),
      (e[(e.EXPECT_DATE_TIME_SKELETON = 10)] = `EXPECT_DATE_TIME_SKELETON`),
      (e[(e.UNCLOSED_QUOTE_IN_ARGUMENT_STYLE = 11)] = `UNCLOSED_QUOTE_IN_ARGUMENT_STYLE`),
      (e[(e.EXPECT_SELECT_ARGUMENT_OPTIONS = 12)] = `EXPECT_SELECT_ARGUMENT_OPTIONS`),
      (e[(e.EXPECT_PLURAL_ARGUMENT_OFFSET_VALUE = 13)] = `EXPECT_PLURAL_ARGUMENT_OFFSET_VALUE`),
      (e[(e.INVALID_PLURAL_ARGUMENT_OFFSET_VALUE = 14)] = `INVALID_PLURAL_ARGUMENT_OFFSET_VALUE`),
      (e[(e.EXPECT_SELECT_ARGUMENT_SELECTOR = 15)] = `EXPECT_SELECT_ARGUMENT_SELECTOR`),
      (e[(e.EXPECT_PLURAL_ARGUMENT_SELECTOR = 16)] = `EXPECT_PLURAL_ARGUMENT_SELECTOR`),
      (e[(e.EXPECT_SELECT_ARGUMENT_SELECTOR_FRAGMENT = 17)] =
        `EXPECT_SELECT_ARGUMENT_SELECTOR_FRAGMENT`),
      (e[(e.EXPECT_PLURAL_ARGUMENT_SELECTOR_FRAGMENT = 18)] =
        `EXPECT_PLURAL_ARGUMENT_SELECTOR_FRAGMENT`),
      (e[(e.INVALID_PLURAL_ARGUMENT_SELECTOR = 19)] = `INVALID_PLURAL_ARGUMENT_SELECTOR`),
      (e[(e.DUPLICATE_PLURAL_ARGUMENT_SELECTOR = 20)] = `DUPLICATE_PLURAL_ARGUMENT_SELECTOR`),
      (e[(e.DUPLICATE_SELECT_ARGUMENT_SELECTOR = 21)] = `DUPLICATE_SELECT_ARGUMENT_SELECTOR`),
      (e[(e.MISSING_OTHER_CLAUSE = 22)] = `MISSING_OTHER_CLAUSE`),
      (e[(e.INVALID_TAG = 23)] = `INVALID_TAG`),
      (e[(e.INVALID_TAG_NAME = 25)] = `INVALID_TAG_NAME`),
      (e[(e.UNMATCHED_CLOSING_TAG = 26)] = `UNMATCHED_CLOSING_TAG`),
      (e[(e.UNCLOSED_TAG = 27)] = `UNCLOSED_TAG`),
      e
    );
  })({}),
  Gn = (function (e) {
    return (
      (e[(e.literal = 0)] = `literal`),
      (e[(e.argument = 1)] = `argument`),
      (e[(e.number = 2)] = `number`),
      (e[(e.date = 3)] = `date`),
      (e[(e.time = 4)] = `time`),
      (e[(e.select = 5)] = `select`),
      (e[(e.plural = 6)] = `plural`),
      (e[(e.pound = 7)] = `pound`),
      (e[(e.tag = 8)] = `tag`),
      e
    );
  })({});
function Kn(e) {
  return e.type === 0;
}
function qn(e) {
  return e.type === 1;
}
function Jn(e) {
  return e.type === 2;
}
function Yn(e) {
  return e.type === 3;
}
function Xn(e) {
  return e.type === 4;
}
function Zn(e) {
  return e.type === 5;
}
function Qn(e) {
  return e.type === 6;
}
function $n(e) {
  return e.type === 7;
}
function er(e) {
  return e.type === 8;
}
function tr(e) {
  return !!(e && typeof e == `object` && e.type === 0);
}
function nr(e) {
  return !!(e && typeof e == `object` && e.type === 1);
}
var rr = /[ \xA0\u1680\u2000-\u200A\u202F\u205F\u3000]/,
  ir =
    /([^\t-\r -\/:-@\[-\^`\{-~\x85\xA0-\xA7\xA9\xAB\xAC\xAE\xB0\xB1\xB6\xBB\xBF\xD7\xF7\u1680\u2000-\u200A\u2010-\u2029\u202F-\u203E\u2041-\u2053\u2055-\u205F\u2190-\u245F\u2500-\u2775\u2794-\u2BFF\u2E00-\u2E7F\u3000-\u3003\u3008-\u3020\u3030\uFD3E\uFD3F\uFE45\uFE46]*)/g,
  ar = {
    '001': [`H`, `h`],
    419: [`h`, `H`, `hB`, `hb`],
    AC: [`H`, `h`, `hb`, `hB`],
    AD: [`H`, `hB`],
    AE: [`h`, `hB`, `hb`, `H`],
    AF: [`H`, `hb`, `hB`, `h`],
    AG: [`h`, `hb`, `H`, `hB`],
    AI: [`H`, `h`, `hb`, `hB`],
    AL: [`h`, `H`, `hB`],
    AM: [`H`, `hB`],
    AO: [`H`, `hB`],
    AR: [`h`, `H`, `hB`, `hb`],
    AS: [`h`, `H`],
    AT: [`H`, `hB`],
    AU: [`h`, `hb`, `H`, `hB`],
    AW: [`H`, `hB`],
    AX: [`H`],
    AZ: [`H`, `hB`, `h`],
    BA: [`H`, `hB`, `h`],
    BB: [`h`, `hb`, `H`, `hB`],
    BD: [`h`, `hB`, `H`],
    BE: [`H`, `hB`],
    BF: [`H`, `hB`],
    BG: [`H`, `hB`, `h`],
    BH: [`h`, `hB`, `hb`, `H`],
    BI: [`H`, `h`],
    BJ: [`H`, `hB`],
    BL: [`H`, `hB`],
    BM: [`h`, `hb`, `H`, `hB`],
    BN: [`hb`, `hB`, `h`, `H`],
    BO: [`h`, `H`, `hB`, `hb`],
    BQ: [`H`],
    BR: [`H`, `hB`],
    BS: [`h`, `hb`, `H`, `hB`],
    BT: [`h`, `H`],
    BW: [`H`, `h`, `hb`, `hB`],
    BY: [`H`, `h`],
    BZ: [`H`, `h`, `hb`, `hB`],
    CA: [`h`, `hb`, `H`, `hB`],
    CC: [`H`, `h`, `hb`, `hB`],
    CD: [`hB`, `H`],
    CF: [`H`, `h`, `hB`],
    CG: [`H`, `hB`],
    CH: [`H`, `hB`, `h`],
    CI: [`H`, `hB`],
    CK: [`H`, `h`, `hb`, `hB`],
    CL: [`h`, `H`, `hB`, `hb`],
    CM: [`H`, `h`, `hB`],
    CN: [`H`, `hB`, `hb`, `h`],
    CO: [`h`, `H`, `hB`, `hb`],
    CP: [`H`],
    CR: [`h`, `H`, `hB`, `hb`],
    CU: [`h`, `H`, `hB`, `hb`],
    CV: [`H`, `hB`],
    CW: [`H`, `hB`],
    CX: [`H`, `h`, `hb`, `hB`],
    CY: [`h`, `H`, `hb`, `hB`],
    CZ: [`H`],
    DE: [`H`, `hB`],
    DG: [`H`, `h`, `hb`, `hB`],
    DJ: [`h`, `H`],
    DK: [`H`],
    DM: [`h`, `hb`, `H`, `hB`],
    DO: [`h`, `H`, `hB`, `hb`],
    DZ: [`h`, `hB`, `hb`, `H`],
    EA: [`H`, `h`, `hB`, `hb`],
    EC: [`h`, `H`, `hB`, `hb`],
    EE: [`H`, `hB`],
    EG: [`h`, `hB`, `hb`, `H`],
    EH: [`h`, `hB`, `hb`, `H`],
    ER: [`h`, `H`],
    ES: [`H`, `hB`, `h`, `hb`],
    ET: [`hB`, `hb`, `h`, `H`],
    FI: [`H`],
    FJ: [`h`, `hb`, `H`, `hB`],
    FK: [`H`, `h`, `hb`, `hB`],
    FM: [`h`, `hb`, `H`, `hB`],
    FO: [`H`, `h`],
    FR: [`H`, `hB`],
    GA: [`H`, `hB`],
    GB: [`H`, `h`, `hb`, `hB`],
    GD: [`h`, `hb`, `H`, `hB`],
    GE: [`H`, `hB`, `h`],
    GF: [`H`, `hB`],
    GG: [`H`, `h`, `hb`, `hB`],
    GH: [`h`, `H`],
    GI: [`H`, `h`, `hb`, `hB`],
    GL: [`H`, `h`],
    GM: [`h`, `hb`, `H`, `hB`],
    GN: [`H`, `hB`],
    GP: [`H`, `hB`],
    GQ: [`H`, `hB`, `h`, `hb`],
    GR: [`h`, `H`, `hb`, `hB`],
    GS: [`H`, `h`, `hb`, `hB`],
    GT: [`h`, `H`, `hB`, `hb`],
    GU: [`h`, `hb`, `H`, `hB`],
    GW: [`H`, `hB`],
    GY: [`h`, `hb`, `H`, `hB`],
    HK: [`h`, `hB`, `hb`, `H`],
    HN: [`h`, `H`, `hB`, `hb`],
    HR: [`H`, `hB`],
    HU: [`H`, `h`],
    IC: [`H`, `h`, `hB`, `hb`],
    ID: [`H`],
    IE: [`H`, `h`, `hb`, `hB`],
    IL: [`H`, `hB`],
    IM: [`H`, `h`, `hb`, `hB`],
    IN: [`h`, `H`],
    IO: [`H`, `h`, `hb`, `hB`],
    IQ: [`h`, `hB`, `hb`, `H`],
    IR: [`hB`, `H`],
    IS: [`H`],
    IT: [`H`, `hB`],
    JE: [`H`, `h`, `hb`, `hB`],
    JM: [`h`, `hb`, `H`, `hB`],
    JO: [`h`, `hB`, `hb`, `H`],
    JP: [`H`, `K`, `h`],
    KE: [`hB`, `hb`, `H`, `h`],
    KG: [`H`, `h`, `hB`, `hb`],
    KH: [`hB`, `h`, `H`, `hb`],
    KI: [`h`, `hb`, `H`, `hB`],
    KM: [`H`, `h`, `hB`, `hb`],
    KN: [`h`, `hb`, `H`, `hB`],
    KP: [`h`, `H`, `hB`, `hb`],
    KR: [`h`, `H`, `hB`, `hb`],
    KW: [`h`, `hB`, `hb`, `H`],
    KY: [`h`, `hb`, `H`, `hB`],
    KZ: [`H`, `hB`],
    LA: [`H`, `hb`, `hB`, `h`],
    LB: [`h`, `hB`, `hb`, `H`],
    LC: [`h`, `hb`, `H`, `hB`],
    LI: [`H`, `hB`, `h`],
    LK: [`H`, `h`, `hB`, `hb`],
    LR: [`h`, `hb`, `H`, `hB`],
    LS: [`h`, `H`],
    LT: [`H`, `h`, `hb`, `hB`],
    LU: [`H`, `h`, `hB`],
    LV: [`H`, `hB`, `hb`, `h`],
    LY: [`h`, `hB`, `hb`, `H`],
    MA: [`H`, `h`, `hB`, `hb`],
    MC: [`H`, `hB`],
    MD: [`H`, `hB`],
    ME: [`H`, `hB`, `h`],
    MF: [`H`, `hB`],
    MG: [`H`, `h`],
    MH: [`h`, `hb`, `H`, `hB`],
    MK: [`H`, `h`, `hb`, `hB`],
    ML: [`H`],
    MM: [`hB`, `hb`, `H`, `h`],
    MN: [`H`, `h`, `hb`, `hB`],
    MO: [`h`, `hB`, `hb`, `H`],
    MP: [`h`, `hb`, `H`, `hB`],
    MQ: [`H`, `hB`],
    MR: [`h`, `hB`, `hb`, `H`],
    MS: [`H`, `h`, `hb`, `hB`],
    MT: [`H`, `h`],
    MU: [`H`, `h`],
    MV: [`H`, `h`],
    MW: [`h`, `hb`, `H`, `hB`],
    MX: [`h`, `H`, `hB`, `hb`],
    MY: [`hb`, `hB`, `h`, `H`],
    MZ: [`H`, `hB`],
    NA: [`h`, `H`, `hB`, `hb`],
    NC: [`H`, `hB`],
    NE: [`H`],
    NF: [`H`, `h`, `hb`, `hB`],
    NG: [`H`, `h`, `hb`, `hB`],
    NI: [`h`, `H`, `hB`, `hb`],
    NL: [`H`, `hB`],
    NO: [`H`, `h`],
    NP: [`H`, `h`, `hB`],
    NR: [`H`, `h`, `hb`, `hB`],
    NU: [`H`, `h`, `hb`, `hB`],
    NZ: [`h`, `hb`, `H`, `hB`],
    OM: [`h`, `hB`, `hb`, `H`],
    PA: [`h`, `H`, `hB`, `hb`],
    PE: [`h`, `H`, `hB`, `hb`],
    PF: [`H`, `h`, `hB`],
    PG: [`h`, `H`],
    PH: [`h`, `hB`, `hb`, `H`],
    PK: [`h`, `hB`, `H`],
    PL: [`H`, `h`],
    PM: [`H`, `hB`],
    PN: [`H`, `h`, `hb`, `hB`],
    PR: [`h`, `H`, `hB`, `hb`],
    PS: [`h`, `hB`, `hb`, `H`],
    PT: [`H`, `hB`],
    PW: [`h`, `H`],
    PY: [`h`, `H`, `hB`, `hb`],
    QA: [`h`, `hB`, `hb`, `H`],
    RE: [`H`, `hB`],
    RO: [`H`, `hB`],
    RS: [`H`, `hB`, `h`],
    RU: [`H`],
    RW: [`H`, `h`],
    SA: [`h`, `hB`, `hb`, `H`],
    SB: [`h`, `hb`, `H`, `hB`],
    SC: [`H`, `h`, `hB`],
    SD: [`h`, `hB`, `hb`, `H`],
    SE: [`H`],
    SG: [`h`, `hb`, `H`, `hB`],
    SH: [`H`, `h`, `hb`, `hB`],
    SI: [`H`, `hB`],
    SJ: [`H`],
    SK: [`H`],
    SL: [`h`, `hb`, `H`, `hB`],
    SM: [`H`, `h`, `hB`],
    SN: [`H`, `h`, `hB`],
    SO: [`h`, `H`],
    SR: [`H`, `hB`],
    SS: [`h`, `hb`, `H`, `hB`],
    ST: [`H`, `hB`],
    SV: [`h`, `H`, `hB`, `hb`],
    SX: [`H`, `h`, `hb`, `hB`],
    SY: [`h`, `hB`, `hb`, `H`],
    SZ: [`h`, `hb`, `H`, `hB`],
    TA: [`H`, `h`, `hb`, `hB`],
    TC: [`h`, `hb`, `H`, `hB`],
    TD: [`h`, `H`, `hB`],
    TF: [`H`, `h`, `hB`],
    TG: [`H`, `hB`],
    TH: [`H`, `h`],
    TJ: [`H`, `h`],
    TL: [`H`, `hB`, `hb`, `h`],
    TM: [`H`, `h`],
    TN: [`h`, `hB`, `hb`, `H`],
    TO: [`h`, `H`],
    TR: [`H`, `hB`],
    TT: [`h`, `hb`, `H`, `hB`],
    TW: [`hB`, `hb`, `h`, `H`],
    TZ: [`hB`, `hb`, `H`, `h`],
    UA: [`H`, `hB`, `h`],
    UG: [`hB`, `hb`, `H`, `h`],
    UM: [`h`, `hb`, `H`, `hB`],
    US: [`h`, `hb`, `H`, `hB`],
    UY: [`h`, `H`, `hB`, `hb`],
    UZ: [`H`, `hB`, `h`],
    VA: [`H`, `h`, `hB`],
    VC: [`h`, `hb`, `H`, `hB`],
    VE: [`h`, `H`, `hB`, `hb`],
    VG: [`h`, `hb`, `H`, `hB`],
    VI: [`h`, `hb`, `H`, `hB`],
    VN: [`H`, `h`],
    VU: [`h`, `H`],
    WF: [`H`, `hB`],
    WS: [`h`, `H`],
    XK: [`H`, `hB`, `h`],
    YE: [`h`, `hB`, `hb`, `H`],
    YT: [`H`, `hB`],
    ZA: [`H`, `h`, `hb`, `hB`],
    ZM: [`h`, `hb`, `H`, `hB`],
    ZW: [`H`, `h`],
    'af-ZA': [`H`, `h`, `hB`, `hb`],
    'ar-001': [`h`, `hB`, `hb`, `H`],
    'ca-ES': [`H`, `h`, `hB`],
    'en-001': [`h`, `hb`, `H`, `hB`],
    'en-HK': [`h`, `hb`, `H`, `hB`],
    'en-IL': [`H`, `h`, `hb`, `hB`],
    'en-MY': [`h`, `hb`, `H`, `hB`],
    'es-BR': [`H`, `h`, `hB`, `hb`],
    'es-ES': [`H`, `h`, `hB`, `hb`],
    'es-GQ': [`H`, `h`, `hB`, `hb`],
    'fr-CA': [`H`, `h`, `hB`],
    'gl-ES': [`H`, `h`, `hB`],
    'gu-IN': [`hB`, `hb`, `h`, `H`],
    'hi-IN': [`hB`, `h`, `H`],
    'it-CH': [`H`, `h`, `hB`],
    'it-IT': [`H`, `h`, `hB`],
    'kn-IN': [`hB`, `h`, `H`],
    'ku-SY': [`H`, `hB`],
    'ml-IN': [`hB`, `h`, `H`],
    'mr-IN': [`hB`, `hb`, `h`, `H`],
    'pa-IN': [`hB`, `hb`, `h`, `H`],
    'ta-IN': [`hB`, `h`, `hb`, `H`],
    'te-IN': [`hB`, `h`, `H`],
    'zu-ZA': [`H`, `hB`, `hb`, `h`],
  };
function or(e, t) {
  let n = ``;
  for (let r = 0; r < e.length; r++) {
    let i = e.charAt(r);
    if (i === `j`) {
      let a = 0;
      for (; r + 1 < e.length && e.charAt(r + 1) === i;) (a++, r++);
      let o = 1 + (a & 1),
        s = a < 2 ? 1 : 3 + (a >> 1),
        c = sr(t);
      for ((c == `H` || c == `k`) && (s = 0); s-- > 0;) n += `a`;
      for (; o-- > 0;) n = c + n;
    } else n += i === `J` ? `H` : i;
  }
  return n;
}
function sr(e) {
  let t = e.hourCycle;
  if (t === void 0) {
    let n = e;
    t = n.getHourCycles?.()[0] ?? n.hourCycles?.[0];
  }
  if (t)
    switch (t) {
      case `h24`:
        return `k`;
      case `h23`:
        return `H`;
      case `h12`:
        return `h`;
      case `h11`:
        return `K`;
      default:
        throw Error(`Invalid hourCycle`);
    }
  let n = e.language,
    r;
  return (
    n !== `root` && (r = e.maximize().region),
    (ar[`${n}-${r}`] || ar[r || ``] || ar[n || ``] || ar[`${n}-001`] || ar[`001`])[0].charAt(0)
  );
}
var cr = RegExp(`^${rr.source}*`),
  lr = RegExp(`${rr.source}*$`);
function q(e, t) {
  return { start: e, end: t };
}
var ur = !!Object.fromEntries,
  dr = !!String.prototype.trimStart,
  fr = !!String.prototype.trimEnd,
  pr = ur
    ? Object.fromEntries
    : function (e) {
        let t = {};
        for (let [n, r] of e) t[n] = r;
        return t;
      },
  mr = dr
    ? function (e) {
        return e.trimStart();
      }
    : function (e) {
        return e.replace(cr, ``);
      },
  hr = fr
    ? function (e) {
        return e.trimEnd();
      }
    : function (e) {
        return e.replace(lr, ``);
      },
  gr = _r();
function _r() {
  try {
    let e = RegExp(`([^\\p{White_Space}\\p{Pattern_Syntax}]*)`, `yu`);
    if (e.exec(`a `)?.[1] === `a`) return e;
  } catch {}
  return ir;
}
function vr(e, t) {
  return ((gr.lastIndex = t), gr.exec(e)[1] ?? ``);
}
function yr(e) {
  if (e.length === 0) return null;
  let t = 1,
    n = 1;
  for (let r = 0; r < e.length;) {
    let i = e.charCodeAt(r);
    switch (i) {
      case 35:
      case 39:
      case 60:
      case 123:
      case 125:
        return null;
    }
    if (i === 10) (t++, (n = 1), r++);
    else if ((n++, i >= 55296 && i <= 56319 && r + 1 < e.length)) {
      let t = e.charCodeAt(r + 1);
      r += t >= 56320 && t <= 57343 ? 2 : 1;
    } else r++;
  }
  return { offset: e.length, line: t, column: n };
}
var br = class {
  constructor(e, t = {}) {
    ((this.message = e),
      (this.position = { offset: 0, line: 1, column: 1 }),
      (this.ignoreTag = !!t.ignoreTag),
      (this.locale = t.locale),
      (this.requiresOtherClause = !!t.requiresOtherClause),
      (this.shouldParseSkeletons = !!t.shouldParseSkeletons));
  }
  parse() {
    if (this.offset() !== 0) throw Error(`parser can only be used once`);
    if (this.message.length > 0) {
      let e = this.message.charCodeAt(0);
      if (e !== 35 && e !== 39 && e !== 60 && e !== 123 && e !== 125) {
        let e = yr(this.message);
        if (e) {
          let t = this.clonePosition();
          return (
            (this.position = e),
            {
              val: [{ type: 0, value: this.message, location: q(t, this.clonePosition()) }],
              err: null,
            }
          );
        }
      }
    }
    return this.parseMessage(0, ``, !1);
  }
  parseMessage(e, t, n) {
    let r = [];
    for (; !this.isEOF();) {
      let i = this.char();
      if (i === 123) {
        let t = this.parseArgument(e, n);
        if (t.err) return t;
        r.push(t.val);
      } else if (i === 125 && e > 0) break;
      else if (i === 35 && (t === `plural` || t === `selectordinal`)) {
        let e = this.clonePosition();
        (this.bump(), r.push({ type: 7, location: q(e, this.clonePosition()) }));
      } else if (i === 60 && !this.ignoreTag && this.peek() === 47) {
        if (n) break;
        return this.error(26, q(this.clonePosition(), this.clonePosition()));
      } else if (i === 60 && !this.ignoreTag && xr(this.peek() || 0)) {
        let n = this.parseTag(e, t);
        if (n.err) return n;
        r.push(n.val);
      } else {
        let n = this.parseLiteral(e, t);
        if (n.err) return n;
        r.push(n.val);
      }
    }
    return { val: r, err: null };
  }
  parseTag(e, t) {
    let n = this.clonePosition();
    this.bump();
    let r = this.parseTagName();
    if ((this.bumpSpace(), this.bumpIf(`/>`)))
      return {
        val: { type: 0, value: `<${r}/>`, location: q(n, this.clonePosition()) },
        err: null,
      };
    if (this.bumpIf(`>`)) {
      let i = this.parseMessage(e + 1, t, !0);
      if (i.err) return i;
      let a = i.val,
        o = this.clonePosition();
      if (this.bumpIf(`</`)) {
        if (this.isEOF() || !xr(this.char())) return this.error(23, q(o, this.clonePosition()));
        let e = this.clonePosition();
        return r === this.parseTagName()
          ? (this.bumpSpace(),
            this.bumpIf(`>`)
              ? {
                  val: { type: 8, value: r, children: a, location: q(n, this.clonePosition()) },
                  err: null,
                }
              : this.error(23, q(o, this.clonePosition())))
          : this.error(26, q(e, this.clonePosition()));
      }
      return this.error(27, q(n, this.clonePosition()));
    }
    return this.error(23, q(n, this.clonePosition()));
  }
  parseTagName() {
    let e = this.offset();
    for (this.bump(); !this.isEOF() && Cr(this.char());) this.bump();
    return this.message.slice(e, this.offset());
  }
  parseLiteral(e, t) {
    let n = this.clonePosition(),
      r = ``;
    for (;;) {
      let n = this.tryParseQuote(t);
      if (n) {
        r += n;
        continue;
      }
      let i = this.tryParseUnquoted(e, t);
      if (i) {
        r += i;
        continue;
      }
      let a = this.tryParseLeftAngleBracket();
      if (a) r += a;
      else break;
    }
    let i = q(n, this.clonePosition());
    return { val: { type: 0, value: r, location: i }, err: null };
  }
  tryParseLeftAngleBracket() {
    return !this.isEOF() && this.char() === 60 && (this.ignoreTag || !Sr(this.peek() || 0))
      ? (this.bump(), `<`)
      : null;
  }
  tryParseQuote(e) {
    if (this.isEOF() || this.char() !== 39) return null;
    switch (this.peek()) {
      case 39:
        return (this.bump(), this.bump(), `'`);
      case 123:
      case 60:
      case 62:
      case 125:
        break;
      case 35:
        if (e === `plural` || e === `selectordinal`) break;
        return null;
      default:
        return null;
    }
    this.bump();
    let t = [this.char()];
    for (this.bump(); !this.isEOF();) {
      let e = this.char();
      if (e === 39) {
        if (this.peek() === 39) (t.push(39), this.bump());
        else {
          this.bump();
          break;
        }
      } else t.push(e);
      this.bump();
    }
    return String.fromCodePoint(...t);
  }
  tryParseUnquoted(e, t) {
    if (this.isEOF()) return null;
    let n = this.char();
    return n === 60 ||
      n === 123 ||
      (n === 35 && (t === `plural` || t === `selectordinal`)) ||
      (n === 125 && e > 0)
      ? null
      : (this.bump(), String.fromCodePoint(n));
  }
  parseArgument(e, t) {
    let n = this.clonePosition();
    if ((this.bump(), this.bumpSpace(), this.isEOF()))
      return this.error(1, q(n, this.clonePosition()));
    if (this.char() === 125) return (this.bump(), this.error(2, q(n, this.clonePosition())));
    let r = this.parseIdentifierIfPossible().value;
    if (!r) return this.error(3, q(n, this.clonePosition()));
    if ((this.bumpSpace(), this.isEOF())) return this.error(1, q(n, this.clonePosition()));
    switch (this.char()) {
      case 125:
        return (
          this.bump(),
          { val: { type: 1, value: r, location: q(n, this.clonePosition()) }, err: null }
        );
      case 44:
        return (
          this.bump(),
          this.bumpSpace(),
          this.isEOF()
            ? this.error(1, q(n, this.clonePosition()))
            : this.parseArgumentOptions(e, t, r, n)
        );
      default:
        return this.error(3, q(n, this.clonePosition()));
    }
  }
  parseIdentifierIfPossible() {
    let e = this.clonePosition(),
      t = this.offset(),
      n = vr(this.message, t),
      r = t + n.length;
    return (this.bumpTo(r), { value: n, location: q(e, this.clonePosition()) });
  }
  parseArgumentOptions(e, t, n, r) {
    let i = this.clonePosition(),
      a = this.parseIdentifierIfPossible().value,
      o = this.clonePosition();
    switch (a) {
      case ``:
        return this.error(4, q(i, o));
      case `number`:
      case `date`:
      case `time`: {
        this.bumpSpace();
        let e = null;
        if (this.bumpIf(`,`)) {
          this.bumpSpace();
          let t = this.clonePosition(),
            n = this.parseSimpleArgStyleIfPossible();
          if (n.err) return n;
          let r = hr(n.val);
          if (r.length === 0) return this.error(6, q(this.clonePosition(), this.clonePosition()));
          e = { style: r, styleLocation: q(t, this.clonePosition()) };
        }
        let t = this.tryParseArgumentClose(r);
        if (t.err) return t;
        let i = q(r, this.clonePosition());
        if (e && e.style.startsWith(`::`)) {
          let t = mr(e.style.slice(2));
          if (a === `number`) {
            let r = this.parseNumberSkeletonFromString(t, e.styleLocation);
            return r.err ? r : { val: { type: 2, value: n, location: i, style: r.val }, err: null };
          }
          {
            if (t.length === 0) return this.error(10, i);
            let r = t;
            this.locale && (r = or(t, this.locale));
            let o = {
              type: 1,
              pattern: r,
              location: e.styleLocation,
              parsedOptions: this.shouldParseSkeletons ? jn(r) : {},
            };
            return {
              val: { type: a === `date` ? 3 : 4, value: n, location: i, style: o },
              err: null,
            };
          }
        }
        return {
          val: {
            type: a === `number` ? 2 : a === `date` ? 3 : 4,
            value: n,
            location: i,
            style: e?.style ?? null,
          },
          err: null,
        };
      }
      case `plural`:
      case `selectordinal`:
      case `select`: {
        let i = this.clonePosition();
        if ((this.bumpSpace(), !this.bumpIf(`,`))) return this.error(12, q(i, { ...i }));
        this.bumpSpace();
        let o = this.parseIdentifierIfPossible(),
          s = 0;
        if (a !== `select` && o.value === `offset`) {
          if (!this.bumpIf(`:`))
            return this.error(13, q(this.clonePosition(), this.clonePosition()));
          this.bumpSpace();
          let e = this.tryParseDecimalInteger(13, 14);
          if (e.err) return e;
          (this.bumpSpace(), (o = this.parseIdentifierIfPossible()), (s = e.val));
        }
        let c = this.tryParsePluralOrSelectOptions(e, a, t, o);
        if (c.err) return c;
        let l = this.tryParseArgumentClose(r);
        if (l.err) return l;
        let u = q(r, this.clonePosition());
        return a === `select`
          ? { val: { type: 5, value: n, options: pr(c.val), location: u }, err: null }
          : {
              val: {
                type: 6,
                value: n,
                options: pr(c.val),
                offset: s,
                pluralType: a === `plural` ? `cardinal` : `ordinal`,
                location: u,
              },
              err: null,
            };
      }
      default:
        return this.error(5, q(i, o));
    }
  }
  tryParseArgumentClose(e) {
    return this.isEOF() || this.char() !== 125
      ? this.error(1, q(e, this.clonePosition()))
      : (this.bump(), { val: !0, err: null });
  }
  parseSimpleArgStyleIfPossible() {
    let e = 0,
      t = this.clonePosition();
    for (; !this.isEOF();)
      switch (this.char()) {
        case 39: {
          this.bump();
          let e = this.clonePosition();
          if (!this.bumpUntil(`'`)) return this.error(11, q(e, this.clonePosition()));
          this.bump();
          break;
        }
        case 123:
          ((e += 1), this.bump());
          break;
        case 125:
          if (e > 0) --e;
          else return { val: this.message.slice(t.offset, this.offset()), err: null };
          break;
        default:
          this.bump();
      }
    return { val: this.message.slice(t.offset, this.offset()), err: null };
  }
  parseNumberSkeletonFromString(e, t) {
    let n = [];
    try {
      n = Nn(e);
    } catch {
      return this.error(7, t);
    }
    return {
      val: {
        type: 0,
        tokens: n,
        location: t,
        parsedOptions: this.shouldParseSkeletons ? Un(n) : {},
      },
      err: null,
    };
  }
  tryParsePluralOrSelectOptions(e, t, n, r) {
    let i = !1,
      a = [],
      o = new Set(),
      { value: s, location: c } = r;
    for (;;) {
      if (s.length === 0) {
        let e = this.clonePosition();
        if (t !== `select` && this.bumpIf(`=`)) {
          let t = this.tryParseDecimalInteger(16, 19);
          if (t.err) return t;
          ((c = q(e, this.clonePosition())), (s = this.message.slice(e.offset, this.offset())));
        } else break;
      }
      if (o.has(s)) return this.error(t === `select` ? 21 : 20, c);
      (s === `other` && (i = !0), this.bumpSpace());
      let r = this.clonePosition();
      if (!this.bumpIf(`{`))
        return this.error(t === `select` ? 17 : 18, q(this.clonePosition(), this.clonePosition()));
      let l = this.parseMessage(e + 1, t, n);
      if (l.err) return l;
      let u = this.tryParseArgumentClose(r);
      if (u.err) return u;
      (a.push([s, { value: l.val, location: q(r, this.clonePosition()) }]),
        o.add(s),
        this.bumpSpace(),
        ({ value: s, location: c } = this.parseIdentifierIfPossible()));
    }
    return a.length === 0
      ? this.error(t === `select` ? 15 : 16, q(this.clonePosition(), this.clonePosition()))
      : this.requiresOtherClause && !i
        ? this.error(22, q(this.clonePosition(), this.clonePosition()))
        : { val: a, err: null };
  }
  tryParseDecimalInteger(e, t) {
    let n = 1,
      r = this.clonePosition();
    this.bumpIf(`+`) || (this.bumpIf(`-`) && (n = -1));
    let i = !1,
      a = 0;
    for (; !this.isEOF();) {
      let e = this.char();
      if (e >= 48 && e <= 57) ((i = !0), (a = a * 10 + (e - 48)), this.bump());
      else break;
    }
    let o = q(r, this.clonePosition());
    return i
      ? ((a *= n), Number.isSafeInteger(a) ? { val: a, err: null } : this.error(t, o))
      : this.error(e, o);
  }
  offset() {
    return this.position.offset;
  }
  isEOF() {
    return this.offset() === this.message.length;
  }
  clonePosition() {
    return { offset: this.position.offset, line: this.position.line, column: this.position.column };
  }
  char() {
    let e = this.position.offset;
    if (e >= this.message.length) throw Error(`out of bound`);
    let t = this.message.codePointAt(e);
    if (t === void 0) throw Error(`Offset ${e} is at invalid UTF-16 code unit boundary`);
    return t;
  }
  error(e, t) {
    return { val: null, err: { kind: e, message: this.message, location: t } };
  }
  bump() {
    if (this.isEOF()) return;
    let e = this.char();
    e === 10
      ? ((this.position.line += 1), (this.position.column = 1), (this.position.offset += 1))
      : ((this.position.column += 1), (this.position.offset += e < 65536 ? 1 : 2));
  }
  bumpIf(e) {
    let t = this.offset();
    if (this.message.slice(t, t + e.length) === e) {
      for (let t = 0; t < e.length; t++) this.bump();
      return !0;
    }
    return !1;
  }
  bumpUntil(e) {
    let t = this.offset(),
      n = this.message.indexOf(e, t);
    return n >= 0 ? (this.bumpTo(n), !0) : (this.bumpTo(this.message.length), !1);
  }
  bumpTo(e) {
    if (this.offset() > e)
      throw Error(
        `targetOffset ${e} must be greater than or equal to the current offset ${this.offset()}`,
      );
    for (e = Math.min(e, this.message.length); ;) {
      let t = this.offset();
      if (t === e) break;
      if (t > e) throw Error(`targetOffset ${e} is at invalid UTF-16 code unit boundary`);
      if ((this.bump(), this.isEOF())) break;
    }
  }
  bumpSpace() {
    for (; !this.isEOF() && wr(this.char());) this.bump();
  }
  peek() {
    if (this.isEOF()) return null;
    let e = this.char(),
      t = this.offset();
    return this.message.charCodeAt(t + (e >= 65536 ? 2 : 1)) ?? null;
  }
};
function xr(e) {
  return (e >= 97 && e <= 122) || (e >= 65 && e <= 90);
}
function Sr(e) {
  return xr(e) || e === 47;
}
function Cr(e) {
  return (
    e === 45 ||
    e === 46 ||
    (e >= 48 && e <= 57) ||
    e === 95 ||
    (e >= 97 && e <= 122) ||
    (e >= 65 && e <= 90) ||
    e == 183 ||
    (e >= 192 && e <= 214) ||
    (e >= 216 && e <= 246) ||
    (e >= 248 && e <= 893) ||
    (e >= 895 && e <= 8191) ||
    (e >= 8204 && e <= 8205) ||
    (e >= 8255 && e <= 8256) ||
    (e >= 8304 && e <= 8591) ||
    (e >= 11264 && e <= 12271) ||
    (e >= 12289 && e <= 55295) ||
    (e >= 63744 && e <= 64975) ||
    (e >= 65008 && e <= 65533) ||
    (e >= 65536 && e <= 983039)
  );
}
function wr(e) {
  return (
    (e >= 9 && e <= 13) ||
    e === 32 ||
    e === 133 ||
    (e >= 8206 && e <= 8207) ||
    e === 8232 ||
    e === 8233
  );
}
function Tr(e) {
  e.forEach((e) => {
    if ((delete e.location, Zn(e) || Qn(e)))
      for (let t in e.options) (delete e.options[t].location, Tr(e.options[t].value));
    else
      (Jn(e) && tr(e.style)) || ((Yn(e) || Xn(e)) && nr(e.style))
        ? delete e.style.location
        : er(e) && Tr(e.children);
  });
}
function Er(e, t = {}) {
  t = { shouldParseSkeletons: !0, requiresOtherClause: !0, ...t };
  let n = new br(e, t).parse();
  if (n.err) {
    let e = SyntaxError(Wn[n.err.kind]);
    throw ((e.location = n.err.location), (e.originalMessage = n.err.message), e);
  }
  return (t?.captureLocation || Tr(n.val), n.val);
}
var J = (function (e) {
    return (
      (e.MISSING_VALUE = `MISSING_VALUE`),
      (e.INVALID_VALUE = `INVALID_VALUE`),
      (e.MISSING_INTL_API = `MISSING_INTL_API`),
      e
    );
  })({}),
  Y = class extends Error {
    constructor(e, t, n) {
      (super(e), (this.code = t), (this.originalMessage = n));
    }
    toString() {
      return `[formatjs Error: ${this.code}] ${this.message}`;
    }
  },
  Dr = class extends Y {
    constructor(e, t, n, r) {
      super(
        `Invalid values for "${e}": "${t}". Options are "${Object.keys(n).join(`", "`)}"`,
        `INVALID_VALUE`,
        r,
      );
    }
  },
  Or = class extends Y {
    constructor(e, t, n) {
      super(`Value for "${e}" must be of type ${t}`, `INVALID_VALUE`, n);
    }
  },
  kr = class extends Y {
    constructor(e, t) {
      super(
        `The intl string context variable "${e}" was not provided to the string "${t}"`,
        `MISSING_VALUE`,
        t,
      );
    }
  };
function Ar(e) {
  return e.length < 2
    ? e
    : e.reduce((e, t) => {
        let n = e[e.length - 1];
        return (!n || n.type !== 0 || t.type !== 0 ? e.push(t) : (n.value += t.value), e);
      }, []);
}
function jr(e) {
  return typeof e == `function`;
}
function Mr(e, t, n, r, i, a, o) {
  if (e.length === 1 && Kn(e[0])) return [{ type: 0, value: e[0].value }];
  let s = [];
  for (let c of e) {
    if (Kn(c)) {
      s.push({ type: 0, value: c.value });
      continue;
    }
    if ($n(c)) {
      typeof a == `number` && s.push({ type: 0, value: n.getNumberFormat(t).format(a) });
      continue;
    }
    let { value: e } = c;
    if (!(i && e in i)) throw new kr(e, o);
    let l = i[e];
    if (qn(c))
      ((l && typeof l != `string` && typeof l != `number` && typeof l != `bigint`) ||
        (l = typeof l == `string` || typeof l == `number` || typeof l == `bigint` ? String(l) : ``),
        s.push({ type: typeof l == `string` ? 0 : 1, value: l }));
    else if (Yn(c)) {
      let e =
        typeof c.style == `string` ? r.date[c.style] : nr(c.style) ? c.style.parsedOptions : void 0;
      s.push({ type: 0, value: n.getDateTimeFormat(t, e).format(l) });
    } else if (Xn(c)) {
      let e =
        typeof c.style == `string`
          ? r.time[c.style]
          : nr(c.style)
            ? c.style.parsedOptions
            : r.time.medium;
      s.push({ type: 0, value: n.getDateTimeFormat(t, e).format(l) });
    } else if (Jn(c)) {
      let e =
        typeof c.style == `string`
          ? r.number[c.style]
          : tr(c.style)
            ? c.style.parsedOptions
            : void 0;
      if (e && e.scale) {
        let t = e.scale || 1;
        if (typeof l == `bigint`) {
          if (!Number.isInteger(t))
            throw TypeError(
              `Cannot apply fractional scale ${t} to bigint value. Scale must be an integer when formatting bigint.`,
            );
          l *= BigInt(t);
        } else l *= t;
      }
      s.push({ type: 0, value: n.getNumberFormat(t, e).format(l) });
    } else {
      if (er(c)) {
        let { children: e, value: l } = c,
          u = i[l];
        if (!jr(u)) throw new Or(l, `function`, o);
        let d = u(Mr(e, t, n, r, i, a).map((e) => e.value));
        (Array.isArray(d) || (d = [d]),
          s.push(...d.map((e) => ({ type: typeof e == `string` ? 0 : 1, value: e }))));
      }
      if (Zn(c)) {
        let e = l,
          a =
            (Object.prototype.hasOwnProperty.call(c.options, e) ? c.options[e] : void 0) ||
            c.options.other;
        if (!a) throw new Dr(c.value, l, Object.keys(c.options), o);
        s.push(...Mr(a.value, t, n, r, i));
      } else if (Qn(c)) {
        let e = `=${l}`,
          a = Object.prototype.hasOwnProperty.call(c.options, e) ? c.options[e] : void 0;
        if (!a) {
          if (!Intl.PluralRules)
            throw new Y(
              `Intl.PluralRules is not available in this environment.
Try polyfilling it using "@formatjs/intl-pluralrules"
`,
              `MISSING_INTL_API`,
              o,
            );
          let e = typeof l == `bigint` ? Number(l) : l,
            r = n.getPluralRules(t, { type: c.pluralType }).select(e - (c.offset || 0));
          a =
            (Object.prototype.hasOwnProperty.call(c.options, r) ? c.options[r] : void 0) ||
            c.options.other;
        }
        if (!a) throw new Dr(c.value, l, Object.keys(c.options), o);
        let u = typeof l == `bigint` ? Number(l) : l;
        s.push(...Mr(a.value, t, n, r, i, u - (c.offset || 0)));
      }
    }
  }
  return Ar(s);
}
function Nr(e, t) {
  return t
    ? { ...e, ...t, ...Object.keys(e).reduce((n, r) => ((n[r] = { ...e[r], ...t[r] }), n), {}) }
    : e;
}
function Pr(e, t) {
  return t ? Object.keys(e).reduce((n, r) => ((n[r] = Nr(e[r], t[r])), n), { ...e }) : e;
}
function Fr(e) {
  return {
    create() {
      return {
        get(t) {
          return e[t];
        },
        set(t, n) {
          e[t] = n;
        },
      };
    },
  };
}
function Ir(e = { number: {}, dateTime: {}, pluralRules: {} }) {
  return {
    getNumberFormat: G((...e) => new Intl.NumberFormat(...e), {
      cache: Fr(e.number),
      strategy: K.variadic,
    }),
    getDateTimeFormat: G((...e) => new Intl.DateTimeFormat(...e), {
      cache: Fr(e.dateTime),
      strategy: K.variadic,
    }),
    getPluralRules: G((...e) => new Intl.PluralRules(...e), {
      cache: Fr(e.pluralRules),
      strategy: K.variadic,
    }),
  };
}
var Lr = class e {
  constructor(t, n = e.defaultLocale, r, i) {
    if (
      ((this.formatterCache = { number: {}, dateTime: {}, pluralRules: {} }),
      (this.format = (e) => {
        let t = this.formatToParts(e);
        if (t.length === 1) return t[0].value;
        let n = t.reduce(
          (e, t) => (
            !e.length || t.type !== 0 || typeof e[e.length - 1] != `string`
              ? e.push(t.value)
              : (e[e.length - 1] += t.value),
            e
          ),
          [],
        );
        return n.length <= 1 ? n[0] || `` : n;
      }),
      (this.formatToParts = (e) =>
        Mr(this.ast, this.locales, this.formatters, this.formats, e, void 0, this.message)),
      (this.resolvedOptions = () => ({
        locale:
          this.resolvedLocale?.toString() || Intl.NumberFormat.supportedLocalesOf(this.locales)[0],
      })),
      (this.getAst = () => this.ast),
      (this.locales = n),
      (this.resolvedLocale = e.resolveLocale(n)),
      typeof t == `string`)
    ) {
      if (((this.message = t), !e.__parse))
        throw TypeError(
          'IntlMessageFormat.__parse must be set to process `message` of type `string`',
        );
      let { ...n } = i || {};
      this.ast = e.__parse(t, { ...n, locale: this.resolvedLocale });
    } else this.ast = t;
    if (!Array.isArray(this.ast)) throw TypeError(`A message must be provided as a String or AST.`);
    ((this.formats = Pr(e.formats, r)),
      (this.formatters = (i && i.formatters) || Ir(this.formatterCache)));
  }
  static {
    this.memoizedDefaultLocale = null;
  }
  static get defaultLocale() {
    return (
      (e.memoizedDefaultLocale ||= new Intl.NumberFormat().resolvedOptions().locale),
      e.memoizedDefaultLocale
    );
  }
  static {
    this.resolveLocale = (e) => {
      if (Intl.Locale === void 0) return;
      let t = Intl.NumberFormat.supportedLocalesOf(e);
      return t.length > 0
        ? new Intl.Locale(t[0])
        : new Intl.Locale(typeof e == `string` ? e : e[0]);
    };
  }
  static {
    this.__parse = Er;
  }
  static {
    this.formats = {
      number: {
        integer: { maximumFractionDigits: 0 },
        currency: { style: `currency` },
        percent: { style: `percent` },
      },
      date: {
        short: { month: `numeric`, day: `numeric`, year: `2-digit` },
        medium: { month: `short`, day: `numeric`, year: `numeric` },
        long: { month: `long`, day: `numeric`, year: `numeric` },
        full: { weekday: `long`, month: `long`, day: `numeric`, year: `numeric` },
      },
      time: {
        short: { hour: `numeric`, minute: `numeric` },
        medium: { hour: `numeric`, minute: `numeric`, second: `numeric` },
        long: { hour: `numeric`, minute: `numeric`, second: `numeric`, timeZoneName: `short` },
        full: { hour: `numeric`, minute: `numeric`, second: `numeric`, timeZoneName: `short` },
      },
    };
  }
};
function Rr(e, t) {
  return e;
}
var zr = class e extends Error {
    constructor(t, n, r) {
      let i = r ? (r instanceof Error ? r : Error(String(r))) : void 0;
      (super(`[@formatjs/intl Error ${t}] ${n}
${i ? `\n${i.message}\n${i.stack}` : ``}`),
        (this.code = t),
        typeof Error.captureStackTrace == `function` && Error.captureStackTrace(this, e));
    }
  },
  Br = class extends zr {
    constructor(e, t) {
      super(`UNSUPPORTED_FORMATTER`, e, t);
    }
  },
  Vr = class extends zr {
    constructor(e, t) {
      super(`INVALID_CONFIG`, e, t);
    }
  },
  Hr = class extends zr {
    constructor(e, t) {
      super(`MISSING_DATA`, e, t);
    }
  },
  X = class extends zr {
    constructor(e, t, n) {
      (super(
        `FORMAT_ERROR`,
        `${e}
Locale: ${t}
`,
        n,
      ),
        (this.locale = t));
    }
  },
  Ur = class extends X {
    constructor(e, t, n, r) {
      (super(
        `${e}
MessageID: ${n?.id}
Default Message: ${n?.defaultMessage}
Description: ${n?.description}
`,
        t,
        r,
      ),
        (this.descriptor = n),
        (this.locale = t));
    }
  },
  Wr = class extends zr {
    constructor(e, t) {
      (super(
        `MISSING_TRANSLATION`,
        `Missing message: "${e.id}" for locale "${t}", using ${e.defaultMessage ? `default message (${typeof e.defaultMessage == `string` ? e.defaultMessage : e.defaultMessage.map((e) => e.value ?? JSON.stringify(e)).join()})` : `id`} as fallback.`,
      ),
        (this.descriptor = e));
    }
  };
function Gr(e, t, n = Error) {
  if (!e) throw new n(t);
}
function Z(e, t, n = {}) {
  return t.reduce((t, r) => (r in e ? (t[r] = e[r]) : r in n && (t[r] = n[r]), t), {});
}
var Kr = {
  formats: {},
  messages: {},
  timeZone: void 0,
  defaultLocale: `en`,
  defaultFormats: {},
  fallbackOnEmptyString: !0,
  onError: (e) => {},
  onWarn: (e) => {},
};
function qr() {
  return {
    dateTime: {},
    number: {},
    message: {},
    duration: {},
    relativeTime: {},
    pluralRules: {},
    list: {},
    displayNames: {},
  };
}
function Q(e) {
  return {
    create() {
      return {
        get(t) {
          return e[t];
        },
        set(t, n) {
          e[t] = n;
        },
      };
    },
  };
}
function Jr(e = qr()) {
  let t = Intl.RelativeTimeFormat,
    n = Intl.ListFormat,
    r = Intl.DisplayNames,
    i = G((...e) => new Intl.DateTimeFormat(...e), { cache: Q(e.dateTime), strategy: K.variadic }),
    a = G((...e) => new Intl.NumberFormat(...e), { cache: Q(e.number), strategy: K.variadic }),
    o = G((...e) => new Intl.PluralRules(...e), { cache: Q(e.pluralRules), strategy: K.variadic });
  return {
    getDateTimeFormat: i,
    getNumberFormat: a,
    getMessageFormat: G(
      (e, t, n, r) =>
        new Lr(e, t, n, {
          formatters: { getNumberFormat: a, getDateTimeFormat: i, getPluralRules: o },
          ...r,
        }),
      { cache: Q(e.message), strategy: K.variadic },
    ),
    getDurationFormat: G((...e) => new Intl.DurationFormat(...e), {
      cache: Q(e.duration),
      strategy: K.variadic,
    }),
    getRelativeTimeFormat: G((...e) => new t(...e), {
      cache: Q(e.relativeTime),
      strategy: K.variadic,
    }),
    getPluralRules: o,
    getListFormat: G((...e) => new n(...e), { cache: Q(e.list), strategy: K.variadic }),
    getDisplayNames: G((...e) => new r(...e), { cache: Q(e.displayNames), strategy: K.variadic }),
  };
}
function Yr(e, t, n, r) {
  let i = e && e[t],
    a;
  if ((i && (a = i[n]), a)) return a;
  r(new Br(`No ${t} format named: ${n}`));
}
function Xr(e, t) {
  return Object.keys(e).reduce((n, r) => ((n[r] = { timeZone: t, ...e[r] }), n), {});
}
function Zr(e, t) {
  return Object.keys({ ...e, ...t }).reduce((n, r) => ((n[r] = { ...e[r], ...t[r] }), n), {});
}
function Qr(e, t) {
  if (!t) return e;
  let n = Lr.formats;
  return {
    ...n,
    ...e,
    date: Zr(Xr(n.date, t), Xr(e.date || {}, t)),
    time: Zr(Xr(n.time, t), Xr(e.time || {}, t)),
  };
}
function $r(e) {
  let { defaultMessage: t } = e;
  try {
    return t === void 0
      ? `\nMessage Descriptor: ${JSON.stringify(e)}`
      : `\nDefault Message: ${typeof t == `string` ? t : JSON.stringify(t)}`;
  } catch {
    return ``;
  }
}
var ei = (
    {
      locale: e,
      formats: t,
      messages: n,
      defaultLocale: r,
      defaultFormats: i,
      fallbackOnEmptyString: a,
      onError: o,
      timeZone: s,
      defaultRichTextElements: c,
    },
    l,
    u = { id: `` },
    d,
    f,
  ) => {
    let { id: p, defaultMessage: m } = u;
    p ||
      Gr(
        !1,
        `[@formatjs/intl] An \`id\` must be provided to format a message. You can either:
1. Configure your build toolchain with [babel-plugin-formatjs](https://formatjs.github.io/docs/tooling/babel-plugin)
or [@formatjs/ts-transformer](https://formatjs.github.io/docs/tooling/ts-transformer) OR
2. Configure your \`eslint\` config to include [eslint-plugin-formatjs](https://formatjs.github.io/docs/tooling/linter#enforce-id)
to autofix this issue${$r(u)}`,
      );
    let h = String(p),
      g = n && Object.prototype.hasOwnProperty.call(n, h) && n[h];
    if (Array.isArray(g) && g.length === 1 && g[0].type === Gn.literal) return g[0].value;
    if (((d = { ...c, ...d }), (t = Qr(t, s)), (i = Qr(i, s)), !g)) {
      if (a === !1 && g === ``) return g;
      if (((!m || (e && e.toLowerCase() !== r.toLowerCase())) && o(new Wr(u, e)), m))
        try {
          return l.getMessageFormat(m, r, i, f).format(d);
        } catch (t) {
          return (
            o(
              new Ur(
                `Error formatting default message for: "${h}", rendering default message verbatim`,
                e,
                u,
                t,
              ),
            ),
            typeof m == `string` ? m : h
          );
        }
      return h;
    }
    try {
      return l.getMessageFormat(g, e, t, { formatters: l, ...f }).format(d);
    } catch (t) {
      o(
        new Ur(
          `Error formatting message: "${h}", using ${m ? `default message` : `id`} as fallback.`,
          e,
          u,
          t,
        ),
      );
    }
    if (m)
      try {
        return l.getMessageFormat(m, r, i, f).format(d);
      } catch (t) {
        o(
          new Ur(
            `Error formatting the default message for: "${h}", rendering message verbatim`,
            e,
            u,
            t,
          ),
        );
      }
    return typeof g == `string` ? g : typeof m == `string` ? m : h;
  },
  ti = [
    `formatMatcher`,
    `timeZone`,
    `hour12`,
    `weekday`,
    `era`,
    `year`,
    `month`,
    `day`,
    `hour`,
    `minute`,
    `second`,
    `timeZoneName`,
    `hourCycle`,
    `dateStyle`,
    `timeStyle`,
    `calendar`,
    `numberingSystem`,
    `fractionalSecondDigits`,
  ];
function ni({ locale: e, formats: t, onError: n, timeZone: r }, i, a, o = {}) {
  let { format: s } = o,
    c = Z(o, ti, { ...(r && { timeZone: r }), ...(s && Yr(t, i, s, n)) });
  return (
    i !== `time` ||
      c.hour ||
      c.minute ||
      c.second ||
      c.timeStyle ||
      c.dateStyle ||
      (c = { ...c, hour: `numeric`, minute: `numeric` }),
    a(e, c)
  );
}
function ri(e, t, n, r = {}) {
  let i = typeof n == `string` ? new Date(n || 0) : n;
  try {
    return ni(e, `date`, t, r).format(i);
  } catch (t) {
    e.onError(new X(`Error formatting date.`, e.locale, t));
  }
  return String(i);
}
function ii(e, t, n, r = {}) {
  let i = typeof n == `string` ? new Date(n || 0) : n;
  try {
    return ni(e, `time`, t, r).format(i);
  } catch (t) {
    e.onError(new X(`Error formatting time.`, e.locale, t));
  }
  return String(i);
}
function ai(e, t, n, r, i = {}) {
  let a = typeof n == `string` ? new Date(n || 0) : n,
    o = typeof r == `string` ? new Date(r || 0) : r;
  try {
    return ni(e, `dateTimeRange`, t, i).formatRange(a, o);
  } catch (t) {
    e.onError(new X(`Error formatting date time range.`, e.locale, t));
  }
  return String(a);
}
function oi(e, t, n, r = {}) {
  let i = typeof n == `string` ? new Date(n || 0) : n;
  try {
    return ni(e, `date`, t, r).formatToParts(i);
  } catch (t) {
    e.onError(new X(`Error formatting date.`, e.locale, t));
  }
  return [];
}
function si(e, t, n, r = {}) {
  let i = typeof n == `string` ? new Date(n || 0) : n;
  try {
    return ni(e, `time`, t, r).formatToParts(i);
  } catch (t) {
    e.onError(new X(`Error formatting time.`, e.locale, t));
  }
  return [];
}
var ci = [
  `style`,
  `numberingSystem`,
  `years`,
  `yearsDisplay`,
  `months`,
  `monthsDisplay`,
  `weeks`,
  `weeksDisplay`,
  `days`,
  `daysDisplay`,
  `hours`,
  `hoursDisplay`,
  `minutes`,
  `minutesDisplay`,
  `seconds`,
  `secondsDisplay`,
  `milliseconds`,
  `millisecondsDisplay`,
  `microseconds`,
  `microsecondsDisplay`,
  `nanoseconds`,
  `nanosecondsDisplay`,
  `fractionalDigits`,
];
function li({ locale: e, formats: t, onError: n }, r, i) {
  if (!Intl.DurationFormat) {
    n(
      new Y(
        `Intl.DurationFormat is not available in this environment.
Try polyfilling it using "@formatjs/intl-durationformat"`,
        J.MISSING_INTL_API,
      ),
    );
    return;
  }
  let { format: a } = i;
  return r(e, Z(i, ci, (a && Yr(t, `duration`, a, n)) || {}));
}
function ui(e, t, n, r = {}) {
  try {
    return li(e, t, r)?.format(n) ?? ``;
  } catch (t) {
    e.onError(new X(`Error formatting duration.`, e.locale, t));
  }
  return ``;
}
function di(e, t, n, r = {}) {
  try {
    return li(e, t, r)?.formatToParts(n) ?? [];
  } catch (t) {
    e.onError(new X(`Error formatting duration.`, e.locale, t));
  }
  return [];
}
var fi = [`style`, `type`, `fallback`, `languageDisplay`];
function pi({ locale: e, onError: t }, n, r, i) {
  Intl.DisplayNames ||
    t(
      new Y(
        `Intl.DisplayNames is not available in this environment.
Try polyfilling it using "@formatjs/intl-displaynames"
`,
        J.MISSING_INTL_API,
      ),
    );
  let a = Z(i, fi);
  try {
    return n(e, a).of(r);
  } catch (n) {
    t(new X(`Error formatting display name.`, e, n));
  }
}
var mi = [`type`, `style`],
  hi = Date.now();
function gi(e) {
  return `${hi}_${e}_${hi}`;
}
function _i(e, t, n, r = {}) {
  let i = vi(e, t, n, r).reduce((e, t) => {
    let n = t.value;
    return (
      typeof n == `string` && typeof e[e.length - 1] == `string`
        ? (e[e.length - 1] += n)
        : e.push(n),
      e
    );
  }, []);
  return i.length === 1 ? i[0] : i.length === 0 ? `` : i;
}
function vi({ locale: e, onError: t }, n, r, i = {}) {
  Intl.ListFormat ||
    t(
      new Y(
        `Intl.ListFormat is not available in this environment.
Try polyfilling it using "@formatjs/intl-listformat"
`,
        J.MISSING_INTL_API,
      ),
    );
  let a = Z(i, mi);
  try {
    let t = {},
      i = Array.from(r).map((e, n) => {
        if (typeof e == `object` && e) {
          let r = gi(n);
          return ((t[r] = e), r);
        }
        return String(e);
      });
    return n(e, a)
      .formatToParts(i)
      .map((e) => (e.type === `literal` ? e : { ...e, value: t[e.value] || e.value }));
  } catch (n) {
    t(new X(`Error formatting list.`, e, n));
  }
  return r;
}
var yi = [`type`];
function bi({ locale: e, onError: t }, n, r, i = {}) {
  Intl.PluralRules ||
    t(
      new Y(
        `Intl.PluralRules is not available in this environment.
Try polyfilling it using "@formatjs/intl-pluralrules"
`,
        J.MISSING_INTL_API,
      ),
    );
  let a = Z(i, yi);
  try {
    return n(e, a).select(r);
  } catch (n) {
    t(new X(`Error formatting plural.`, e, n));
  }
  return `other`;
}
var xi = [`numeric`, `style`];
function Si({ locale: e, formats: t, onError: n }, r, i = {}) {
  let { format: a } = i;
  return r(e, Z(i, xi, (!!a && Yr(t, `relative`, a, n)) || {}));
}
function Ci(e, t, n, r, i = {}) {
  ((r ||= `second`),
    Intl.RelativeTimeFormat ||
      e.onError(
        new Y(
          `Intl.RelativeTimeFormat is not available in this environment.
Try polyfilling it using "@formatjs/intl-relativetimeformat"
`,
          J.MISSING_INTL_API,
        ),
      ));
  try {
    return Si(e, t, i).format(n, r);
  } catch (t) {
    e.onError(new X(`Error formatting relative time.`, e.locale, t));
  }
  return String(n);
}
var wi = [
  `style`,
  `currency`,
  `unit`,
  `unitDisplay`,
  `useGrouping`,
  `minimumIntegerDigits`,
  `minimumFractionDigits`,
  `maximumFractionDigits`,
  `minimumSignificantDigits`,
  `maximumSignificantDigits`,
  `compactDisplay`,
  `currencyDisplay`,
  `currencySign`,
  `notation`,
  `signDisplay`,
  `unit`,
  `unitDisplay`,
  `numberingSystem`,
  `trailingZeroDisplay`,
  `roundingPriority`,
  `roundingIncrement`,
  `roundingMode`,
];
function Ti({ locale: e, formats: t, onError: n }, r, i = {}) {
  let { format: a } = i;
  return r(e, Z(i, wi, (a && Yr(t, `number`, a, n)) || {}));
}
function Ei(e, t, n, r = {}) {
  try {
    return Ti(e, t, r).format(n);
  } catch (t) {
    e.onError(new X(`Error formatting number.`, e.locale, t));
  }
  return String(n);
}
function Di(e, t, n, r = {}) {
  try {
    return Ti(e, t, r).formatToParts(n);
  } catch (t) {
    e.onError(new X(`Error formatting number.`, e.locale, t));
  }
  return [];
}
function Oi(e) {
  return typeof (e ? e[Object.keys(e)[0]] : void 0) == `string`;
}
function ki(e) {
  e.onWarn &&
    e.defaultRichTextElements &&
    Oi(e.messages || {}) &&
    e.onWarn(`[@formatjs/intl] "defaultRichTextElements" was specified but "message" was not pre-compiled. 
Please consider using "@formatjs/cli" to pre-compile your messages for performance.
For more details see https://formatjs.github.io/docs/getting-started/message-distribution`);
}
function Ai(e, t) {
  let n = Jr(t),
    r = { ...Kr, ...e },
    { locale: i, defaultLocale: a, onError: o } = r;
  return (
    i
      ? !Intl.NumberFormat.supportedLocalesOf(i).length && o
        ? o(
            new Hr(
              `Missing locale data for locale: "${i}" in Intl.NumberFormat. Using default locale: "${a}" as fallback. See https://formatjs.github.io/docs/react-intl#runtime-requirements for more details`,
            ),
          )
        : !Intl.DateTimeFormat.supportedLocalesOf(i).length &&
          o &&
          o(
            new Hr(
              `Missing locale data for locale: "${i}" in Intl.DateTimeFormat. Using default locale: "${a}" as fallback. See https://formatjs.github.io/docs/react-intl#runtime-requirements for more details`,
            ),
          )
      : (o &&
          o(
            new Vr(
              `"locale" was not configured, using "${a}" as fallback. See https://formatjs.github.io/docs/react-intl/api#intlshape for more details`,
            ),
          ),
        (r.locale = r.defaultLocale || `en`)),
    ki(r),
    {
      ...r,
      formatters: n,
      formatNumber: Ei.bind(null, r, n.getNumberFormat),
      formatNumberToParts: Di.bind(null, r, n.getNumberFormat),
      formatDuration: ui.bind(null, r, n.getDurationFormat),
      formatDurationToParts: di.bind(null, r, n.getDurationFormat),
      formatRelativeTime: Ci.bind(null, r, n.getRelativeTimeFormat),
      formatDate: ri.bind(null, r, n.getDateTimeFormat),
      formatDateToParts: oi.bind(null, r, n.getDateTimeFormat),
      formatTime: ii.bind(null, r, n.getDateTimeFormat),
      formatDateTimeRange: ai.bind(null, r, n.getDateTimeFormat),
      formatTimeToParts: si.bind(null, r, n.getDateTimeFormat),
      formatPlural: bi.bind(null, r, n.getPluralRules),
      formatMessage: ei.bind(null, r, n),
      $t: ei.bind(null, r, n),
      formatList: _i.bind(null, r, n.getListFormat),
      formatListToParts: vi.bind(null, r, n.getListFormat),
      formatDisplayName: pi.bind(null, r, n.getDisplayNames),
    }
  );
}
function ji(e, t, n = Error) {
  if (!e) throw new n(t);
}
function Mi(e) {
  ji(
    e,
    '[React Intl] Could not find required `intl` object. <IntlProvider> needs to exist in the component ancestry.',
  );
}
var Ni = { ...Kr, textComponent: p.Fragment },
  Pi = (e) =>
    p.Children.toArray(e).map((e, t) =>
      p.isValidElement(e) ? (0, m.jsx)(p.Fragment, { children: e }, t) : e,
    );
function Fi(e) {
  return function (t) {
    return e(Pi(t));
  };
}
function Ii(e, t) {
  if (e === t) return !0;
  if (!e || !t) return !1;
  var n = Object.keys(e),
    r = Object.keys(t),
    i = n.length;
  if (r.length !== i) return !1;
  for (var a = 0; a < i; a++) {
    var o = n[a];
    if (e[o] !== t[o] || !Object.prototype.hasOwnProperty.call(t, o)) return !1;
  }
  return !0;
}
var Li = p.createContext(null),
  Ri = Li.Provider;
function zi() {
  let e = p.useContext(Li);
  return (Mi(e), e);
}
var Bi = (function (e) {
    return (
      (e.formatDate = `FormattedDate`),
      (e.formatTime = `FormattedTime`),
      (e.formatNumber = `FormattedNumber`),
      (e.formatList = `FormattedList`),
      (e.formatDuration = `FormattedDuration`),
      (e.formatDisplayName = `FormattedDisplayName`),
      e
    );
  })(Bi || {}),
  Vi = (function (e) {
    return (
      (e.formatDate = `FormattedDateParts`),
      (e.formatTime = `FormattedTimeParts`),
      (e.formatNumber = `FormattedNumberParts`),
      (e.formatList = `FormattedListParts`),
      e
    );
  })(Vi || {});
function Hi(e) {
  let t = (t) => {
    let n = zi(),
      { value: r, children: i, ...a } = t,
      o = typeof r == `string` ? new Date(r || 0) : r;
    return i(e === `formatDate` ? n.formatDateToParts(o, a) : n.formatTimeToParts(o, a));
  };
  return ((t.displayName = Vi[e]), t);
}
function $(e) {
  let t = (t) => {
    let n = zi(),
      { value: r, children: i, ...a } = t,
      o = n[e](r, a);
    if (typeof i == `function`) return i(o);
    let s = n.textComponent || p.Fragment;
    return (0, m.jsx)(s, { children: o });
  };
  return ((t.displayName = Bi[e]), t);
}
function Ui(e) {
  return (
    e &&
    Object.keys(e).reduce((t, n) => {
      let r = e[n];
      return ((t[n] = jr(r) ? Fi(r) : r), t);
    }, {})
  );
}
var Wi = (e, t, n, r, ...i) => {
    let a = ei(e, t, n, Ui(r), ...i);
    return Array.isArray(a) ? Pi(a) : a;
  },
  Gi = ({ defaultRichTextElements: e, ...t }, n) => {
    let r = Ui(e),
      i = Ai({ ...Ni, ...t, defaultRichTextElements: r }, n),
      a = {
        locale: i.locale,
        timeZone: i.timeZone,
        fallbackOnEmptyString: i.fallbackOnEmptyString,
        formats: i.formats,
        defaultLocale: i.defaultLocale,
        defaultFormats: i.defaultFormats,
        messages: i.messages,
        onError: i.onError,
        defaultRichTextElements: r,
      };
    return {
      ...i,
      formatMessage: Wi.bind(null, a, i.formatters),
      $t: Wi.bind(null, a, i.formatters),
    };
  };
function Ki(e, t) {
  let { values: n, ...r } = e,
    { values: i, ...a } = t;
  return Ii(i, n) && Ii(r, a);
}
function qi(e) {
  let { formatMessage: t, textComponent: n = p.Fragment } = zi(),
    {
      id: r,
      description: i,
      defaultMessage: a,
      values: o,
      children: s,
      tagName: c = n,
      ignoreTag: l,
    } = e,
    u = t({ id: r, description: i, defaultMessage: a }, o, { ignoreTag: l });
  return typeof s == `function`
    ? s(Array.isArray(u) ? u : [u])
    : c
      ? (0, m.jsx)(c, { children: u })
      : (0, m.jsx)(m.Fragment, { children: u });
}
qi.displayName = `FormattedMessage`;
var Ji = p.memo(qi, Ki);
Ji.displayName = `MemoizedFormattedMessage`;
function Yi(e) {
  return {
    locale: e.locale,
    timeZone: e.timeZone,
    fallbackOnEmptyString: e.fallbackOnEmptyString,
    formats: e.formats,
    textComponent: e.textComponent,
    messages: e.messages,
    defaultLocale: e.defaultLocale,
    defaultFormats: e.defaultFormats,
    onError: e.onError,
    onWarn: e.onWarn,
    wrapRichTextChunksInFragment: e.wrapRichTextChunksInFragment,
    defaultRichTextElements: e.defaultRichTextElements,
  };
}
function Xi(e) {
  let t = p.useRef(qr()),
    n = p.useRef(void 0),
    r = p.useRef(void 0),
    i = {};
  for (let t in e) e[t] !== void 0 && (i[t] = e[t]);
  let a = Yi({ ...Ni, ...i });
  return (
    (n.current && Ii(n.current, a)) || ((n.current = a), (r.current = Gi(a, t.current))),
    Mi(r.current),
    (0, m.jsx)(Ri, { value: r.current, children: e.children })
  );
}
Xi.displayName = `IntlProvider`;
var Zi = Xi;
($(`formatDate`),
  $(`formatTime`),
  $(`formatNumber`),
  $(`formatDuration`),
  $(`formatList`),
  $(`formatDisplayName`),
  Hi(`formatDate`),
  Hi(`formatTime`));
export {
  u as A,
  W as C,
  Dt as D,
  kt as E,
  c as M,
  Ct as O,
  Nt as S,
  Ot as T,
  en as _,
  yn as a,
  Lt as b,
  pn as c,
  cn as d,
  sn as f,
  rn as g,
  an as h,
  Rr as i,
  o as j,
  f as k,
  un as l,
  on as m,
  Ji as n,
  gn as o,
  nn as p,
  zi as r,
  hn as s,
  Zi as t,
  ln as u,
  Bt as v,
  At as w,
  Ft as x,
  Rt as y,
};
