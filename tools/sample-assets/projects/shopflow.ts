import {
  BarChart3,
  ChevronRight,
  Heart,
  LayoutDashboard,
  Lock,
  Package,
  Plus,
  RefreshCw,
  Search,
  Settings,
  ShoppingBag,
  Tag,
  TrendingUp,
  Truck,
  Users,
} from 'lucide-react'

import {
  avatar,
  barChart,
  coverStage,
  floatCard,
  galleryStage,
  icon,
  initialsOf,
  kpi,
  type Palette,
  pill,
  progress,
  project,
  side,
  stars,
} from '../kit.ts'

// ---------------------------------------------------------------------------------------------
// ShopFlow — a headless storefront for a homeware brand (warm terracotta)
// ---------------------------------------------------------------------------------------------

const SHOP: Palette = {
  accent: '#c2410c',
  soft: '#ffedd5',
  bg: 'linear-gradient(135deg,#fdf0e4 0%,#f6c9a5 55%,#e9a27a 100%)',
  glow: '#fdba74',
}

/** Simple product illustrations: ceramics, linen, candles. */
const productArt = (kind: 'vase' | 'mug' | 'bowl' | 'linen' | 'candle' | 'plate', color: string, size = 120) => {
  const shapes: Record<typeof kind, string> = {
    vase: `<ellipse cx="50" cy="92" rx="26" ry="4" fill="#000" opacity=".08"/><path d="M40 14h20v8c0 7 15 13 15 35c0 20-11 33-25 33S25 77 25 57c0-22 15-28 15-35z" fill="${color}"/><path d="M40 14h20v5H40z" fill="#000" opacity=".12"/><path d="M33 40c-4 8-4 22 2 32" stroke="#fff" stroke-opacity=".35" stroke-width="4" fill="none" stroke-linecap="round"/>`,
    mug: `<ellipse cx="46" cy="88" rx="28" ry="4" fill="#000" opacity=".08"/><path d="M70 40h6a12 12 0 0 1 0 24h-6" stroke="${color}" stroke-width="7" fill="none"/><path d="M20 30h52v44a12 12 0 0 1-12 12H32a12 12 0 0 1-12-12z" fill="${color}"/><path d="M20 30h52v7H20z" fill="#000" opacity=".1"/><path d="M29 44v26" stroke="#fff" stroke-opacity=".35" stroke-width="4" stroke-linecap="round"/>`,
    bowl: `<ellipse cx="50" cy="82" rx="34" ry="5" fill="#000" opacity=".08"/><path d="M12 44h76c0 22-17 38-38 38S12 66 12 44z" fill="${color}"/><ellipse cx="50" cy="44" rx="38" ry="8" fill="${color}"/><ellipse cx="50" cy="44" rx="33" ry="5.5" fill="#000" opacity=".12"/><path d="M22 54c4 10 12 17 22 20" stroke="#fff" stroke-opacity=".35" stroke-width="4" fill="none" stroke-linecap="round"/>`,
    linen: `<ellipse cx="50" cy="84" rx="36" ry="4" fill="#000" opacity=".08"/><rect x="16" y="58" width="68" height="22" rx="6" fill="${color}"/><rect x="20" y="38" width="60" height="22" rx="6" fill="${color}" opacity=".8"/><rect x="24" y="18" width="52" height="22" rx="6" fill="${color}" opacity=".62"/><path d="M16 69h68M20 49h60M24 29h52" stroke="#fff" stroke-opacity=".45" stroke-width="2" stroke-dasharray="4 4"/>`,
    candle: `<ellipse cx="50" cy="88" rx="24" ry="4" fill="#000" opacity=".08"/><rect x="30" y="40" width="40" height="48" rx="6" fill="${color}"/><ellipse cx="50" cy="41" rx="20" ry="4" fill="#000" opacity=".1"/><path d="M50 38v-6" stroke="#334155" stroke-width="2"/><path d="M50 14c6 8 6 13 0 18c-6-5-6-10 0-18z" fill="#f59e0b"/><path d="M38 52v26" stroke="#fff" stroke-opacity=".35" stroke-width="4" stroke-linecap="round"/>`,
    plate: `<ellipse cx="50" cy="76" rx="40" ry="6" fill="#000" opacity=".08"/><ellipse cx="50" cy="56" rx="40" ry="18" fill="${color}"/><ellipse cx="50" cy="54" rx="28" ry="11" fill="#000" opacity=".08"/><ellipse cx="50" cy="52" rx="40" ry="16" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="2"/>`,
  }
  return `<svg width="${size}" height="${size}" viewBox="0 0 100 100">${shapes[kind]}</svg>`
}

const tile = (art: string, bg: string, h: number | string = '100%', radius = 10) =>
  `<div style="background:${bg};border-radius:${radius}px;height:${typeof h === 'number' ? `${h}px` : h};display:grid;place-items:center">${art}</div>`

const SHOP_PRODUCTS: [string, string, 'vase' | 'mug' | 'bowl' | 'linen' | 'candle' | 'plate', string, string][] = [
  ['Stoneware Vase', '€48', 'vase', '#c8a27c', '#f3ebe2'],
  ['Linen Napkins, set of 4', '€32', 'linen', '#9fb3a3', '#e9efe9'],
  ['Speckled Mug', '€22', 'mug', '#6b7f99', '#e7ebf1'],
  ['Serving Bowl', '€56', 'bowl', '#d08c60', '#f7e9df'],
  ['Soy Candle — Fig', '€26', 'candle', '#e8d9c4', '#efe6da'],
  ['Dinner Plate', '€18', 'plate', '#b9c2b0', '#eef0ea'],
]

const shopHeader = `<div style="background:#1c1917;color:#f5f5f4;font-size:11px;text-align:center;padding:6px;letter-spacing:.02em">Free shipping across the EU on orders over €80 · Handmade in Portugal</div>
<div class="between" style="padding:16px 34px;border-bottom:1px solid #eee7df;background:#fffdfa">
  <div style="font-weight:800;letter-spacing:.28em;font-size:15px">CASA LINHO</div>
  <div class="row" style="gap:26px;font-weight:500;color:#44403c">${['Shop', 'Ceramics', 'Linen', 'Candles', 'Journal', 'About'].map((t) => `<span>${t}</span>`).join('')}</div>
  <div class="row" style="gap:16px;color:#44403c">${icon(Search, 18)}${icon(Heart, 18)}<span style="position:relative">${icon(ShoppingBag, 18)}<span style="position:absolute;top:-6px;right:-8px;background:${SHOP.accent};color:#fff;font-size:9px;font-weight:700;border-radius:99px;padding:1px 5px">2</span></span></div>
</div>`

const productCard = ([name, price, kind, color, bg]: (typeof SHOP_PRODUCTS)[number], h = 170) =>
  `<div>${tile(productArt(kind, color, Math.round(h * 0.7)), bg, h)}<div style="margin-top:9px;font-weight:600">${name}</div><div class="muted small" style="margin-top:2px">${price}</div></div>`

const shopStorefront = `<div style="background:#fffdfa;height:100%">${shopHeader}
<div style="display:grid;grid-template-columns:1fr 1.05fr;gap:28px;padding:26px 34px 22px;align-items:center">
  <div>
    <div style="font-size:11.5px;font-weight:700;color:${SHOP.accent};letter-spacing:.14em">AUTUMN COLLECTION</div>
    <div style="font-size:40px;font-weight:750;letter-spacing:-.03em;line-height:1.05;margin-top:12px;color:#1c1917">Slow living,<br>made by hand.</div>
    <div style="margin-top:14px;color:#57534e;font-size:14px;max-width:360px;line-height:1.55">Stoneware, linen and candles from small workshops in Portugal — made to be used every day.</div>
    <div class="row" style="margin-top:22px;gap:12px"><span class="btn" style="background:#1c1917;padding:11px 18px">Shop new arrivals ${icon(ChevronRight, 14)}</span><span class="btn ghost" style="padding:11px 18px">Meet the makers</span></div>
    <div class="row" style="margin-top:22px;gap:8px;color:#57534e" >${stars(5)}<span class="small"><b style="color:#1c1917">4.9</b> from 2,300+ reviews</span></div>
  </div>
  <div style="display:grid;grid-template-columns:1.3fr 1fr;gap:12px;height:270px">
    ${tile(productArt('vase', '#c8a27c', 190), '#efe3d6', 270, 14)}
    <div style="display:grid;gap:12px">${tile(productArt('bowl', '#d08c60', 100), '#f7e9df', 129, 14)}${tile(productArt('candle', '#e8d9c4', 100), '#e9efe9', 129, 14)}</div>
  </div>
</div>
<div style="padding:0 34px"><div class="between" style="margin-bottom:12px"><div class="h2" style="font-size:16px">New arrivals</div><span class="small muted">View all →</span></div>
<div class="grid" style="grid-template-columns:repeat(4,1fr);gap:18px">${SHOP_PRODUCTS.slice(0, 4)
  .map((p) => productCard(p, 160))
  .join('')}</div></div></div>`

const shopProduct = `<div style="background:#fffdfa;height:100%">${shopHeader}
<div style="padding:14px 34px 0" class="small muted">Shop / Ceramics / <span style="color:#1c1917">Stoneware Vase</span></div>
<div style="display:grid;grid-template-columns:1.1fr 1fr;gap:36px;padding:14px 34px">
  <div style="display:grid;grid-template-columns:70px 1fr;gap:12px">
    <div style="display:grid;gap:10px;align-content:start">${['#efe3d6', '#e7ebf1', '#e9efe9', '#f7e9df'].map((bg, i) => `<div style="border-radius:8px;${i === 0 ? `outline:2px solid ${SHOP.accent};` : ''}">${tile(productArt('vase', ['#c8a27c', '#6b7f99', '#9fb3a3', '#d08c60'][i] ?? '#c8a27c', 56), bg, 70, 8)}</div>`).join('')}</div>
    ${tile(productArt('vase', '#c8a27c', 330), '#efe3d6', 470, 14)}
  </div>
  <div>
    <div style="font-size:11.5px;font-weight:700;color:${SHOP.accent};letter-spacing:.14em">HANDMADE IN CALDAS DA RAINHA</div>
    <div style="font-size:30px;font-weight:750;letter-spacing:-.02em;margin-top:8px">Stoneware Vase</div>
    <div class="row" style="margin-top:8px">${stars(5)}<span class="small muted">4.9 · 184 reviews</span></div>
    <div style="font-size:24px;font-weight:700;margin-top:14px">€48.00 <span class="small muted" style="font-weight:500">incl. VAT</span></div>
    <div style="margin-top:14px;color:#57534e;line-height:1.6;font-size:13px">Thrown by hand and finished in a matte, speckled glaze. Every piece is slightly different. Watertight for fresh flowers, lovely empty.</div>
    <div class="label" style="margin-top:18px">Glaze — Sand</div>
    <div class="row" style="gap:10px">${['#c8a27c', '#6b7f99', '#9fb3a3', '#d08c60', '#3f3f46'].map((c, i) => `<span style="width:28px;height:28px;border-radius:50%;background:${c};${i === 0 ? `box-shadow:0 0 0 2px #fff,0 0 0 4px #1c1917` : ''}"></span>`).join('')}</div>
    <div class="label" style="margin-top:18px">Size</div>
    <div class="row" style="gap:8px">${['Small · 18 cm', 'Medium · 24 cm', 'Large · 32 cm'].map((s, i) => `<span class="input" style="${i === 1 ? 'border-color:#1c1917;font-weight:600' : ''}">${s}</span>`).join('')}</div>
    <div class="row" style="margin-top:20px;gap:10px"><span class="input" style="width:92px;display:flex;justify-content:space-between"><b>−</b>1<b>+</b></span><span class="btn" style="background:#1c1917;flex:1;justify-content:center;padding:11px">${icon(ShoppingBag, 15)}Add to bag</span><span class="btn ghost" style="padding:10px 12px">${icon(Heart, 16)}</span></div>
    <div style="margin-top:18px;display:grid;gap:9px;color:#57534e" class="small">
      <div class="row">${icon(Truck, 15)}Ships in 1–2 working days · free over €80</div>
      <div class="row">${icon(RefreshCw, 15)}30-day returns</div>
      <div class="row">${icon(Package, 15)}Plastic-free packaging</div>
    </div>
  </div>
</div></div>`

const checkoutField = (label: string, value: string, ph = false) =>
  `<div><div class="label">${label}</div><div class="input${ph ? ' ph' : ''}">${value}</div></div>`

const shopCheckout = `<div style="display:grid;grid-template-columns:1.25fr 1fr;height:100%">
<div style="background:#fff;padding:24px 40px;display:flex;flex-direction:column;gap:14px">
  <div style="font-weight:800;letter-spacing:.28em;font-size:14px">CASA LINHO</div>
  <div class="small muted">Bag › <b style="color:#0f172a">Information</b> › Shipping › Payment</div>
  <div class="grid" style="grid-template-columns:1fr 1fr;gap:10px"><span class="btn" style="background:#000;justify-content:center;padding:11px">Apple Pay</span><span class="btn" style="background:#fff;color:#0f172a;border:1px solid #e2e8f0;justify-content:center;padding:11px">Google Pay</span></div>
  <div class="row small muted" style="gap:12px"><div style="flex:1;height:1px;background:#e2e8f0"></div>or pay with card<div style="flex:1;height:1px;background:#e2e8f0"></div></div>
  <div class="h2">Contact</div>
  ${checkoutField('Email', 'marta.silva@example.com')}
  <div class="h2" style="margin-top:4px">Shipping address</div>
  <div class="grid" style="grid-template-columns:1fr 1fr;gap:10px">${checkoutField('First name', 'Marta')}${checkoutField('Last name', 'Silva')}</div>
  ${checkoutField('Address', 'Rua das Flores 112, 2º Esq.')}
  <div class="grid" style="grid-template-columns:1fr 1fr 1fr;gap:10px">${checkoutField('Postcode', '1200-195')}${checkoutField('City', 'Lisboa')}${checkoutField('Country', 'Portugal')}</div>
  <div class="between" style="margin-top:6px"><span class="small muted">‹ Return to bag</span><span class="btn" style="background:${SHOP.accent};padding:12px 22px">Continue to shipping</span></div>
</div>
<div style="background:#faf7f3;border-left:1px solid #eee7df;padding:28px 32px;display:flex;flex-direction:column;gap:14px">
  ${(
    [
      [SHOP_PRODUCTS[0], 'Sand · Medium'],
      [SHOP_PRODUCTS[1], 'Sage green'],
      [SHOP_PRODUCTS[4], 'Fig · 220 g'],
    ] as const
  )
    .map(([p, variant]) =>
      p
        ? `<div class="row" style="gap:14px"><div style="position:relative;width:64px">${tile(productArt(p[2], p[3], 48), p[4], 64, 10)}<span style="position:absolute;top:-7px;right:-7px;background:#57534e;color:#fff;font-size:10px;font-weight:700;border-radius:99px;padding:1px 6px">1</span></div><div style="flex:1"><div style="font-weight:600">${p[0]}</div><div class="small muted">${variant}</div></div><b>${p[1]}.00</b></div>`
        : '',
    )
    .join('')}
  <div class="row" style="gap:10px;margin-top:4px"><div class="input ph" style="flex:1">Discount code</div><span class="btn ghost">Apply</span></div>
  <div style="border-top:1px solid #eee7df;padding-top:14px;display:grid;gap:9px">
    <div class="between"><span class="muted">Subtotal</span><span>€106.00</span></div>
    <div class="between"><span class="muted">Shipping</span><span style="color:#16a34a;font-weight:600">Free</span></div>
    <div class="between"><span class="muted">VAT (23%, included)</span><span>€19.82</span></div>
  </div>
  <div class="between" style="border-top:1px solid #eee7df;padding-top:14px"><b style="font-size:15px">Total</b><b style="font-size:22px">€106.00</b></div>
  <div class="row small muted" style="margin-top:auto">${icon(Lock, 13)}Secure checkout powered by Stripe</div>
</div></div>`

const orderStatus: Record<string, [string, string]> = {
  Paid: ['#15803d', '#dcfce7'],
  Shipped: ['#1d4ed8', '#dbeafe'],
  Packing: ['#b45309', '#fef3c7'],
  Refunded: ['#b91c1c', '#fee2e2'],
}

const shopAdmin = `<div class="app">${side(
  'ShopFlow',
  'S',
  SHOP.accent,
  [
    [LayoutDashboard, 'Dashboard'],
    [ShoppingBag, 'Orders'],
    [Package, 'Products'],
    [Users, 'Customers'],
    [Tag, 'Discounts'],
    [BarChart3, 'Reports'],
    [Settings, 'Settings'],
  ],
  1,
  SHOP.soft,
)}
<div class="main">
  <div class="between"><div><div class="h1">Orders</div><div class="small muted">Casa Linho · last 30 days</div></div><div class="row"><div class="search">${icon(Search, 14)}Search orders…</div><span class="btn" style="background:${SHOP.accent}">${icon(Plus, 14)}Draft order</span></div></div>
  <div class="grid" style="grid-template-columns:repeat(4,1fr)">${kpi('Revenue', '€24,380', '▲ 18.2% vs last month')}${kpi('Orders', '412', '▲ 9.4%')}${kpi('Conversion rate', '3.8%', '▲ 0.6 pts')}${kpi('Average order', '€59.17', '▼ 1.1%', false)}</div>
  <div class="grid" style="grid-template-columns:1fr 250px;flex:1;min-height:0">
    <div class="card" style="padding:6px 8px"><table><tr><th>Order</th><th>Customer</th><th>Date</th><th>Status</th><th style="text-align:right">Total</th></tr>
    ${(
      [
        ['#4182', 'Marta Silva', 'Today, 10:42', 'Paid', '€106.00'],
        ['#4181', 'Lukas Becker', 'Today, 09:15', 'Packing', '€74.00'],
        ['#4180', 'Chloé Martin', 'Yesterday', 'Shipped', '€212.50'],
        ['#4179', 'Joana Pereira', 'Yesterday', 'Shipped', '€48.00'],
        ['#4178', 'Emma de Vries', '2 days ago', 'Refunded', '€32.00'],
        ['#4177', 'Tomás Ruiz', '2 days ago', 'Shipped', '€139.00'],
        ['#4176', 'Sara Lindqvist', '3 days ago', 'Shipped', '€88.00'],
        ['#4175', 'Oliver Hughes', '3 days ago', 'Shipped', '€64.00'],
      ] as const
    )
      .map(([id, name, date, st, total], i) => {
        const [fg, bg] = orderStatus[st] ?? ['#334155', '#f1f5f9']
        return `<tr><td style="font-weight:600">${id}</td><td><div class="row">${avatar(
          initialsOf(name),
          ['#c2410c', '#0f766e', '#7c3aed', '#be185d', '#2563eb', '#ca8a04', '#0891b2', '#4d7c0f'][i] ?? '#64748b',
          24,
        )}${name}</div></td><td class="muted">${date}</td><td>${pill(st, fg, bg)}</td><td style="text-align:right;font-weight:600">${total}</td></tr>`
      })
      .join('')}</table></div>
    <div style="display:flex;flex-direction:column;gap:14px">
      <div class="card"><div class="h2">Sales this week</div><div style="margin-top:12px">${barChart(216, 110, [14, 22, 18, 27, 31, 42, 36], [SHOP.accent], { labels: ['M', 'T', 'W', 'T', 'F', 'S', 'S'] })}</div></div>
      <div class="card" style="flex:1"><div class="between"><div class="h2">Low stock</div>${pill('3 items', '#b45309', '#fef3c7')}</div>
      ${[
        ['Stoneware Vase · Sand', 4],
        ['Speckled Mug · Slate', 6],
        ['Soy Candle · Fig', 9],
      ]
        .map(
          ([n, s]) =>
            `<div style="margin-top:12px"><div class="between small"><span>${n}</span><b>${s} left</b></div><div style="margin-top:6px">${progress(Number(s) * 8, SHOP.accent, 6)}</div></div>`,
        )
        .join('')}</div>
    </div>
  </div>
</div></div>`

project(
  'shopflow',
  'cover',
  coverStage(SHOP, shopStorefront, {
    url: 'casalinho.example.com',
    float: floatCard(
      880,
      560,
      250,
      `<div class="row" style="gap:12px"><div style="width:38px;height:38px;border-radius:10px;background:#dcfce7;color:#15803d;display:grid;place-items:center">${icon(TrendingUp, 20)}</div><div><div class="small muted">Conversion rate</div><div style="font-size:20px;font-weight:750">+23% <span class="small up">this quarter</span></div></div></div>`,
    ),
  }),
)
project(
  'shopflow',
  'product',
  galleryStage(SHOP, shopProduct, { url: 'casalinho.example.com/products/stoneware-vase' }),
)
project('shopflow', 'checkout', galleryStage(SHOP, shopCheckout, { url: 'checkout.casalinho.example.com' }))
project('shopflow', 'admin', galleryStage(SHOP, shopAdmin, { url: 'admin.shopflow.example.com/orders' }))
