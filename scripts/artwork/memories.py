"""The photo-wall seed pictures, drawn as SVG (640x480, 4:3 like a phone photo).

Each entry maps the configured file name to the SVG text of the scene. The shared palette
follows the shop's dark blue-grey / light-green look; every scene is our own drawing.
"""

W, H = 640, 480
INK = '#263238'
GREEN = '#8bc34a'
GREY = '#455a64'


def svg(body: str, defs: str = '') -> str:
    # a soft vignette makes the flat drawings read as snapshots on the wall
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" width="{W}" height="{H}">'
        f'<defs>{defs}<radialGradient id="vig" cx="50%" cy="50%" r="75%">'
        '<stop offset="60%" stop-color="#000" stop-opacity="0"/><stop offset="100%" stop-color="#000" stop-opacity=".35"/>'
        f'</radialGradient></defs>{body}<rect width="{W}" height="{H}" fill="url(#vig)"/></svg>'
    )


def fruit_magnet(x, y, kind, r=26):
    if kind == 'apple':
        return (f'<g transform="translate({x} {y})"><circle r="{r}" fill="#e53935" stroke="{INK}" stroke-width="3"/>'
                f'<path d="M0 -{r} q4 -12 12 -14" stroke="#5d4037" stroke-width="4" fill="none"/>'
                f'<ellipse cx="14" cy="-{r+6}" rx="10" ry="5" fill="{GREEN}"/><circle cx="-9" cy="-9" r="6" fill="#fff" opacity=".5"/></g>')
    if kind == 'orange':
        return (f'<g transform="translate({x} {y})"><circle r="{r}" fill="#fb8c00" stroke="{INK}" stroke-width="3"/>'
                f'<circle cx="-8" cy="-8" r="6" fill="#ffcc80"/><ellipse cx="6" cy="-{r+3}" rx="9" ry="4" fill="{GREEN}"/></g>')
    if kind == 'lemon':
        return (f'<g transform="translate({x} {y})"><ellipse rx="{r+8}" ry="{r-6}" fill="#fdd835" stroke="{INK}" stroke-width="3"/>'
                f'<ellipse cx="-10" cy="-6" rx="8" ry="4" fill="#fff59d"/></g>')
    if kind == 'grape':
        dots = ''.join(f'<circle cx="{dx}" cy="{dy}" r="9" fill="#7e57c2" stroke="{INK}" stroke-width="2"/>'
                       for dx, dy in [(-10, -12), (8, -12), (-16, 4), (0, 2), (16, 4), (-8, 18), (8, 18), (0, 32)])
        return f'<g transform="translate({x} {y})">{dots}<ellipse cx="6" cy="-26" rx="10" ry="5" fill="{GREEN}"/></g>'
    if kind == 'melon':
        return (f'<g transform="translate({x} {y})"><path d="M-{r+8} 0 A{r+8} {r+8} 0 0 0 {r+8} 0Z" fill="#66bb6a" stroke="{INK}" stroke-width="3"/>'
                f'<path d="M-{r+2} 0 A{r+2} {r+2} 0 0 0 {r+2} 0Z" fill="#ef5350"/>'
                + ''.join(f'<ellipse cx="{dx}" cy="{dy}" rx="2" ry="4" fill="{INK}"/>' for dx, dy in [(-12, 8), (0, 14), (12, 8)]) + '</g>')
    # bottle
    return (f'<g transform="translate({x} {y})"><path d="M-8 -34h16v10l8 12v40h-32v-40l8 -12z" fill="#aed581" stroke="{INK}" stroke-width="3"/>'
            f'<rect x="-16" y="-4" width="32" height="16" fill="#fff"/><rect x="-9" y="-40" width="18" height="7" fill="{INK}"/></g>')


def magnets():
    kinds = ['apple', 'orange', 'lemon', 'grape', 'melon', 'bottle']
    spots = [(150, 120), (250, 95), (360, 130), (470, 105), (190, 230), (300, 215), (420, 245), (520, 215),
             (140, 345), (260, 330), (380, 360), (500, 335)]
    items = ''.join(fruit_magnet(x, y, kinds[i % len(kinds)]) for i, (x, y) in enumerate(spots))
    body = (
        f'<rect width="{W}" height="{H}" fill="#cfd8dc"/>'
        '<rect x="70" y="-10" width="500" height="520" rx="24" fill="#eceff1" stroke="#90a4ae" stroke-width="6"/>'
        '<rect x="530" y="150" width="16" height="180" rx="8" fill="#b0bec5" stroke="#78909c" stroke-width="3"/>'
        '<path d="M110 40h140" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".8"/>'
        f'{items}'
        # a shopping list held by the magnets: wavy lines, no words
        '<g transform="rotate(-4 300 420)"><rect x="240" y="395" width="130" height="70" fill="#fffde7" stroke="#bdbdbd" stroke-width="2"/>'
        '<path d="M255 415q15 -5 30 0t30 0t30 0M255 432q15 -5 30 0t30 0M255 449q15 -5 30 0t30 0t30 0" stroke="#5c6bc0" stroke-width="3" fill="none"/></g>'
    )
    return svg(body)


def banknote():
    # a gaudy collector's bill with a grinning face in the oval, framed like the caption's emoticon
    face = (
        '<g transform="translate(320 240)">'
        '<ellipse rx="92" ry="78" fill="#f1f8e9" stroke="#33691e" stroke-width="5"/>'
        '<path d="M-52 -14q16 -14 32 0" stroke="#1b5e20" stroke-width="6" fill="none" stroke-linecap="round"/>'
        '<path d="M20 -14q16 -14 32 0" stroke="#1b5e20" stroke-width="6" fill="none" stroke-linecap="round"/>'
        '<circle cx="-36" cy="0" r="7" fill="#1b5e20"/><circle cx="36" cy="0" r="7" fill="#1b5e20"/>'
        '<path d="M-6 10q-6 14 6 18" stroke="#1b5e20" stroke-width="5" fill="none" stroke-linecap="round"/>'
        '<path d="M-40 34q40 30 80 0" stroke="#1b5e20" stroke-width="6" fill="none" stroke-linecap="round"/>'
        '</g>'
    )
    dollar = lambda x, y: (f'<g transform="translate({x} {y})"><circle r="30" fill="#c5e1a5" stroke="#33691e" stroke-width="4"/>'
                           '<text y="16" text-anchor="middle" font-family="DejaVu Serif" font-weight="bold" font-size="44" fill="#1b5e20">$</text></g>')
    guilloche = ''.join(f'<ellipse cx="320" cy="240" rx="{140 + i * 12}" ry="{96 + i * 8}" fill="none" stroke="#9ccc65" stroke-width="1.5" opacity=".7"/>' for i in range(8))
    body = (
        '<rect width="640" height="480" fill="#5d4037"/>'
        '<rect x="0" y="0" width="640" height="480" fill="#6d4c41" opacity=".6"/>'
        '<g transform="rotate(-3 320 240)">'
        '<rect x="40" y="90" width="560" height="300" rx="10" fill="#aed581" stroke="#33691e" stroke-width="6"/>'
        '<rect x="58" y="108" width="524" height="264" rx="6" fill="none" stroke="#33691e" stroke-width="3" stroke-dasharray="10 6"/>'
        f'{guilloche}{face}{dollar(110, 160)}{dollar(530, 160)}{dollar(110, 320)}{dollar(530, 320)}'
        '<text x="320" y="138" text-anchor="middle" font-family="DejaVu Serif" font-weight="bold" font-size="26" fill="#1b5e20">ONE JUICE DOLLAR</text>'
        '<text x="320" y="360" text-anchor="middle" font-family="DejaVu Sans Mono" font-size="16" fill="#33691e">No. 000 0042 A</text>'
        '</g>'
        # a protective sleeve catching the light
        '<path d="M30 70L250 70 130 420 30 420Z" fill="#fff" opacity=".12"/>'
    )
    return svg(body)


def hiking():
    # a sandstone arch above a wooded river gorge in autumn: no sign, no name (the place hides in the EXIF)
    trees = ''
    import random
    rnd = random.Random(7)
    palette = ['#2e7d32', '#388e3c', '#43a047', '#558b2f', '#f9a825', '#ef6c00', '#c62828', '#689f38']
    for row, (y0, scale) in enumerate([(250, 0.6), (300, 0.8), (360, 1.0), (430, 1.25)]):
        x = -20 + rnd.randint(0, 30)
        while x < W + 30:
            c = palette[rnd.randrange(len(palette))]
            h = 40 * scale * (0.8 + rnd.random() * 0.5)
            trees += (f'<ellipse cx="{x:.0f}" cy="{y0 - h / 2:.0f}" rx="{h * 0.45:.0f}" ry="{h * 0.62:.0f}" fill="{c}"/>')
            x += 26 * scale + rnd.randint(0, 16)
    body = (
        '<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#90caf9"/><stop offset="1" stop-color="#e3f2fd"/></linearGradient></defs>'
        '<rect width="640" height="480" fill="url(#sky)"/>'
        '<path d="M0 230Q120 170 240 205T480 190 640 210V480H0Z" fill="#78909c" opacity=".55"/>'
        '<path d="M0 260Q160 215 300 250T640 240V480H0Z" fill="#546e7a" opacity=".6"/>'
        # the arch
        '<path d="M330 300V170Q330 120 400 112 500 104 540 130 566 150 560 300H520V210Q516 168 460 166 396 166 388 214V300Z" fill="#d7a86e" stroke="#8d6e63" stroke-width="4"/>'
        '<path d="M336 180Q380 130 470 126" stroke="#bc8a52" stroke-width="5" fill="none"/>'
        '<path d="M352 250q20 -6 30 4M532 240q14 -4 22 6" stroke="#a1887f" stroke-width="4" fill="none"/>'
        f'{trees}'
        # the river in the gorge
        '<path d="M0 470Q160 420 300 446T640 420V480H0Z" fill="#4fc3f7" opacity=".85"/>'
        '<path d="M60 462q40 -8 80 0M320 448q40 -8 80 0" stroke="#e1f5fe" stroke-width="3" fill="none"/>'
        '<circle cx="96" cy="80" r="30" fill="#fff59d" opacity=".9"/>'
    )
    return svg(body)


def office():
    # the office block where Emma worked: a glass front with the company's name on the roof sign
    windows = ''.join(
        f'<rect x="{x}" y="{y}" width="52" height="40" fill="{"#90caf9" if (x // 60 + y // 50) % 3 else "#bbdefb"}" stroke="#37474f" stroke-width="3"/>'
        for x in range(150, 480, 62) for y in range(150, 370, 52)
    )
    body = (
        '<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#64b5f6"/><stop offset="1" stop-color="#e3f2fd"/></linearGradient></defs>'
        '<rect width="640" height="480" fill="url(#sky)"/>'
        '<path d="M70 40q20 -18 44 -6 18 -16 40 2 20 0 22 16H64q-6 -10 6 -12z" fill="#fff" opacity=".9"/>'
        '<path d="M470 70q20 -18 44 -6 18 -16 40 2 20 0 22 16H464q-6 -10 6 -12z" fill="#fff" opacity=".9"/>'
        # building
        '<rect x="130" y="130" width="380" height="290" fill="#cfd8dc" stroke="#37474f" stroke-width="4"/>'
        f'{windows}'
        '<rect x="284" y="356" width="72" height="64" fill="#455a64" stroke="#263238" stroke-width="3"/>'
        '<path d="M320 356V420" stroke="#90a4ae" stroke-width="3"/>'
        # roof sign with the lettering
        '<path d="M200 130V108M440 130V108" stroke="#37474f" stroke-width="6"/>'
        '<rect x="170" y="56" width="300" height="56" rx="8" fill="#263238" stroke="#37474f" stroke-width="4"/>'
        f'<text x="320" y="100" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="46" fill="{GREEN}" letter-spacing="2">ITsec</text>'
        # ground, trees, a bike rack
        '<rect x="0" y="418" width="640" height="62" fill="#9e9e9e"/>'
        '<rect x="0" y="418" width="640" height="8" fill="#757575"/>'
        '<g><rect x="58" y="330" width="10" height="90" fill="#6d4c41"/><circle cx="63" cy="310" r="46" fill="#66bb6a"/><circle cx="40" cy="336" r="26" fill="#4caf50"/></g>'
        '<g><rect x="572" y="330" width="10" height="90" fill="#6d4c41"/><circle cx="577" cy="310" r="46" fill="#66bb6a"/><circle cx="600" cy="336" r="26" fill="#4caf50"/></g>'
        '<path d="M380 440h90M390 440v-18a10 10 0 0 1 20 0v18M430 440v-18a10 10 0 0 1 20 0v18" stroke="#546e7a" stroke-width="4" fill="none"/>'
    )
    return svg(body)


def bee(x, y, s=1.0, rot=0):
    return (f'<g transform="translate({x} {y}) rotate({rot}) scale({s})">'
            '<ellipse cx="-4" cy="-14" rx="10" ry="7" fill="#e1f5fe" opacity=".9" stroke="#90a4ae" stroke-width="1.5"/>'
            '<ellipse cx="6" cy="-14" rx="10" ry="7" fill="#e1f5fe" opacity=".9" stroke="#90a4ae" stroke-width="1.5"/>'
            '<ellipse rx="16" ry="11" fill="#fdd835" stroke="#263238" stroke-width="2.5"/>'
            '<path d="M-4 -10v20M6 -10v20" stroke="#263238" stroke-width="5"/>'
            '<circle cx="14" cy="-2" r="2.5" fill="#263238"/><path d="M-16 0h-6" stroke="#263238" stroke-width="2.5"/></g>')


def flower(x, y, c):
    petals = ''.join(f'<ellipse cx="0" cy="-12" rx="7" ry="12" fill="{c}" transform="rotate({a})"/>' for a in range(0, 360, 60))
    return f'<g transform="translate({x} {y})"><path d="M0 0V60" stroke="#558b2f" stroke-width="4"/>{petals}<circle r="7" fill="#fdd835"/></g>'


def bee_haven():
    body = (
        '<rect width="640" height="480" fill="#37474f"/>'
        '<circle cx="320" cy="520" r="360" fill="#455a64"/>'
        '<rect x="0" y="400" width="640" height="80" fill="#558b2f"/>'
        # skep hive
        '<g transform="translate(320 300)">'
        '<path d="M-120 100Q-130 -40 0 -120 130 -40 120 100Z" fill="#ffb300" stroke="#263238" stroke-width="5"/>'
        + ''.join(f'<path d="M{-118 + i * 3} {80 - i * 36}Q0 {60 - i * 44} {118 - i * 3} {80 - i * 36}" stroke="#e65100" stroke-width="4" fill="none"/>' for i in range(5))
        + '<path d="M-26 100V70a26 26 0 0 1 52 0v30Z" fill="#263238"/>'
        '<rect x="-140" y="96" width="280" height="18" rx="4" fill="#6d4c41" stroke="#263238" stroke-width="3"/>'
        '</g>'
        + ''.join(flower(x, y, c) for x, y, c in [(60, 380, '#f48fb1'), (120, 400, '#ce93d8'), (520, 390, '#90caf9'), (590, 372, '#f48fb1'), (460, 410, '#fff59d')])
        + bee(150, 160, 1.3, -15) + bee(480, 130, 1.1, 20) + bee(530, 250, 1.0, -10) + bee(110, 280, 0.9, 10) + bee(300, 110, 0.8, 5)
        + '<path d="M150 160q60 -60 120 -40M480 130q-60 -30 -140 -10" stroke="#cfd8dc" stroke-width="2" stroke-dasharray="5 6" fill="none"/>'
        # honey drip label
        '<rect x="230" y="20" width="180" height="44" rx="22" fill="#fdd835" stroke="#263238" stroke-width="3"/>'
        '<text x="320" y="51" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="24" fill="#263238">Bee Haven</text>'
    )
    return svg(body)


BRICK_COLOURS = ['#e53935', '#1e88e5', '#fdd835', GREEN, '#fb8c00', '#eceff1', '#8e24aa']


def brick(x, y, w, h, c, studs=None):
    n = studs if studs is not None else max(1, w // 20)
    stud = ''.join(f'<rect x="{x + (i + 0.5) * w / n - 6:.1f}" y="{y - 6}" width="12" height="7" rx="2" fill="{c}" stroke="#263238" stroke-width="2"/>' for i in range(n))
    return f'{stud}<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="3" fill="{c}" stroke="#263238" stroke-width="2.5"/>'


def table_top():
    return ('<rect width="640" height="480" fill="#8d6e63"/>'
            + ''.join(f'<path d="M0 {y}H640" stroke="#795548" stroke-width="3"/>' for y in range(40, 480, 60)))


def sorted_bricks():
    import random
    rnd = random.Random(3)
    trays = ''
    for i, c in enumerate(BRICK_COLOURS[:6]):
        tx, ty = 40 + (i % 3) * 200, 50 + (i // 3) * 210
        trays += f'<rect x="{tx}" y="{ty}" width="170" height="180" rx="14" fill="#cfd8dc" stroke="#455a64" stroke-width="4"/>'
        for _ in range(9):
            w = rnd.choice([20, 40, 60])
            bx, by = tx + 12 + rnd.randint(0, 150 - w), ty + 20 + rnd.randint(0, 140)
            trays += brick(bx, by, w, 18, c)
    return svg(table_top() + trays)


def baseplate(x, y, w, h):
    studs = ''.join(f'<circle cx="{sx}" cy="{sy}" r="4" fill="#7cb342"/>' for sx in range(x + 10, x + w, 20) for sy in range(y + 10, y + h, 20))
    return f'<rect x="{x}" y="{y}" width="{w}" height="{h}" fill="{GREEN}" stroke="#33691e" stroke-width="4"/>{studs}'


def machine_layers(rows, top_y=400):
    """The juice machine seen from the front, built up to `rows` brick rows (offset like a wall)."""
    out = ''
    for r in range(rows):
        y = top_y - (r + 1) * 24
        widths = [80, 80, 80] if r % 2 == 0 else [40, 80, 80, 40]
        x = 200
        for w in widths:
            out += brick(x, y, w, 24, '#546e7a' if r % 2 == 0 else '#607d8b')
            x += w
    return out


def bottom_up():
    return svg(table_top() + baseplate(120, 330, 400, 110) + machine_layers(4, 400)
               + brick(470, 380, 40, 20, '#fdd835') + brick(140, 360, 40, 20, '#e53935')
               + '<g transform="rotate(20 560 140)">' + brick(520, 120, 80, 22, '#1e88e5') + '</g>')


def hardware():
    body = (table_top() + baseplate(120, 330, 400, 110)
            + machine_layers(6, 400)
            # the open front: a microcontroller board, LED strip and wiring
            + '<rect x="250" y="270" width="140" height="80" rx="6" fill="#00796b" stroke="#263238" stroke-width="3"/>'
            + ''.join(f'<rect x="{260 + i * 12}" y="278" width="6" height="10" fill="#ffd54f"/>' for i in range(10))
            + '<rect x="290" y="300" width="50" height="34" fill="#212121"/><circle cx="370" cy="320" r="8" fill="#cfd8dc"/>'
            + '<path d="M250 310C200 300 190 240 230 230M390 300C440 290 460 230 420 220" stroke="#e53935" stroke-width="4" fill="none"/>'
            + '<path d="M260 340C220 380 160 350 150 300" stroke="#1e88e5" stroke-width="4" fill="none"/>'
            + '<rect x="210" y="214" width="220" height="12" rx="6" fill="#eceff1" stroke="#263238" stroke-width="2"/>'
            + ''.join(f'<circle cx="{222 + i * 22}" cy="220" r="4" fill="{BRICK_COLOURS[i % 7]}"/>' for i in range(10))
            # a screwdriver on the table
            + '<g transform="rotate(-25 530 120)"><rect x="470" y="110" width="70" height="20" rx="8" fill="#fdd835" stroke="#263238" stroke-width="3"/><rect x="540" y="116" width="70" height="8" fill="#b0bec5" stroke="#263238" stroke-width="2"/></g>')
    return svg(body)


def running():
    body = ('<rect width="640" height="480" fill="#263238"/>'
            '<circle cx="320" cy="240" r="260" fill="#37474f"/>'
            + baseplate(120, 330, 400, 110) + machine_layers(10, 400)
            # screen and tap on the finished machine
            + '<rect x="250" y="190" width="140" height="70" rx="6" fill="#1b2a10" stroke="#263238" stroke-width="3"/>'
            f'<text x="320" y="236" text-anchor="middle" font-family="DejaVu Sans Mono" font-weight="bold" font-size="30" fill="{GREEN}">READY</text>'
            + brick(290, 138, 60, 22, '#e53935') + brick(220, 138, 40, 22, '#fdd835') + brick(380, 138, 40, 22, '#1e88e5')
            + '<rect x="305" y="270" width="30" height="28" fill="#b0bec5" stroke="#263238" stroke-width="3"/>'
            + '<path d="M320 298v22" stroke="#ffb300" stroke-width="8" stroke-linecap="round"/>'
            + '<path d="M296 328h48l-6 40h-36z" fill="#e1f5fe" stroke="#263238" stroke-width="3" opacity=".9"/><path d="M300 344h40l-3 22h-34z" fill="#ffb300"/>'
            # glow
            + ''.join(f'<circle cx="{222 + i * 22}" cy="176" r="5" fill="{BRICK_COLOURS[i % 7]}"/>' for i in range(10))
            + '<g stroke="#fff59d" stroke-width="4" stroke-linecap="round"><path d="M180 120l-24 -20M460 120l24 -20M170 200h-30M470 200h30"/></g>')
    return svg(body)


def cat():
    # a three-legged tabby in "melee combat mode": crouched, one front paw raised, tail up
    body = (
        '<rect width="640" height="480" fill="#eceff1"/>'
        '<rect y="360" width="640" height="120" fill="#a1887f"/>'
        + ''.join(f'<path d="M0 {y}H640" stroke="#8d6e63" stroke-width="3"/>' for y in (390, 430, 470))
        + '<ellipse cx="330" cy="380" rx="170" ry="18" fill="#000" opacity=".15"/>'
        # tail
        + '<path d="M440 320C520 300 540 200 500 150" stroke="#8d6e63" stroke-width="26" fill="none" stroke-linecap="round"/>'
        + '<path d="M470 300l20 -10M500 250l22 -2M505 200l20 6" stroke="#5d4037" stroke-width="8" stroke-linecap="round"/>'
        # body
        + '<ellipse cx="360" cy="310" rx="110" ry="62" fill="#a1887f" stroke="#5d4037" stroke-width="4"/>'
        + '<path d="M330 262q10 20 0 40M370 256q10 22 0 44M410 262q8 18 0 36" stroke="#6d4c41" stroke-width="8" stroke-linecap="round" fill="none"/>'
        # legs: two hind legs and one front leg on the floor
        + '<path d="M420 350v26h28M370 356v22h26" stroke="#5d4037" stroke-width="4" fill="#a1887f"/>'
        + '<rect x="412" y="340" width="26" height="38" rx="12" fill="#a1887f" stroke="#5d4037" stroke-width="4"/>'
        + '<rect x="366" y="344" width="26" height="34" rx="12" fill="#a1887f" stroke="#5d4037" stroke-width="4"/>'
        + '<rect x="276" y="330" width="26" height="48" rx="12" fill="#a1887f" stroke="#5d4037" stroke-width="4"/>'
        # the raised paw, ready to swipe (left of the head, so it stays in sight)
        + '<path d="M286 318C240 318 190 300 166 270" stroke="#a1887f" stroke-width="26" stroke-linecap="round" fill="none"/>'
        + '<circle cx="160" cy="262" r="17" fill="#bcaaa4" stroke="#5d4037" stroke-width="4"/>'
        + '<path d="M146 252l-8 -6M154 244l-4 -9M166 244l2 -10M174 250l7 -6" stroke="#5d4037" stroke-width="3" stroke-linecap="round"/>'
        # head
        + '<g transform="translate(262 236)">'
        '<path d="M-58 -30L-50 -92 -10 -56ZM58 -30L50 -92 10 -56Z" fill="#a1887f" stroke="#5d4037" stroke-width="4" stroke-linejoin="round"/>'
        '<path d="M-48 -44L-46 -76 -24 -56ZM48 -44L46 -76 24 -56Z" fill="#f8bbd0"/>'
        '<ellipse rx="66" ry="56" fill="#a1887f" stroke="#5d4037" stroke-width="4"/>'
        '<path d="M-14 -52q14 8 28 0M-20 -40q20 8 40 0" stroke="#6d4c41" stroke-width="6" fill="none" stroke-linecap="round"/>'
        # narrowed, focused eyes
        '<path d="M-42 -8q16 -12 30 -2" fill="#c0ca33" stroke="#263238" stroke-width="4"/><path d="M42 -8q-16 -12 -30 -2" fill="#c0ca33" stroke="#263238" stroke-width="4"/>'
        '<path d="M-44 -20l26 6M44 -20l-26 6" stroke="#5d4037" stroke-width="5" stroke-linecap="round"/>'
        '<path d="M-8 12l8 8 8 -8z" fill="#f06292"/>'
        '<path d="M0 20q-10 14 -22 8M0 20q10 14 22 8" stroke="#5d4037" stroke-width="3" fill="none"/>'
        '<path d="M-24 16l-46 -8M-24 24l-46 6M24 16l46 -8M24 24l46 6" stroke="#eceff1" stroke-width="2.5"/>'
        '</g>'
        # motion lines of the swipe
        + '<path d="M120 230q-24 16 -26 50M112 206q-40 14 -52 60" stroke="#90a4ae" stroke-width="4" fill="none" stroke-linecap="round"/>'
    )
    return svg(body)


CAT_FILE = 'ᓚᘏᗢ-#zatschi-#whoneedsfourlegs-1572600969477.jpg'

MEMORIES = {
    'magn(et)ificent!-1571814229653.jpg': magnets,
    'my-rare-collectors-item!-[̲̅$̲̅(̲̅-͡°-͜ʖ-͡°̲̅)̲̅$̲̅]-1572603645543.jpg': banknote,
    'favorite-hiking-place.png': hiking,
    'IMG_4253.jpg': office,
    'BeeHaven.png': bee_haven,
    'sorted-the-pieces,-starting-assembly-process-1721152307290.jpg': sorted_bricks,
    'building-something-literally-bottom-up-1721152342603.jpg': bottom_up,
    'putting-in-the-hardware-1721152366854.jpg': hardware,
    'everything-up-and-running!-1721152385146.jpg': running,
    CAT_FILE: cat,
}
