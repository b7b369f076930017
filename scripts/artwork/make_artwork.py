#!/usr/bin/env python3
"""Builds the shop's raster artwork that challenges depend on. Run from the repository root:

    python3 scripts/artwork/make_artwork.py

Needs (build machine only, never at run time): rsvg-convert (librsvg2-bin), Pillow (python3-pil),
exiftool (libimage-exiftool-perl). Output is committed; the shop serves the files as they are.

- public/assets/public/images/uploads/<memory>: the photo-wall seed pictures (scripts/artwork/memories.py).
  favorite-hiking-place.png gets GPS coordinates in its EXIF (PNG eXIf chunk): a spot in Daniel
  Boone National Forest, Kentucky. IMG_4253.jpg shows the employer's name on the building.
- public/assets/public/images/carousel/5.png: the About page's market stall (scripts/artwork/market-stall.svg's
  drawing) whose least significant blue bits carry a second picture: a pickle with a face and
  the words PICKLE RICK. A bit-plane viewer (stegsolve's "Blue plane 0", Aperi'Solve) shows it.
  Only blue: on the drawing's flat areas a one-level step in all three channels shows as a faint
  ghost of the shape; in blue alone (the least luminous channel) it does not.
"""
import io
import os
import subprocess
import sys

from PIL import Image

sys.path.insert(0, os.path.dirname(__file__))
from memories import MEMORIES  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '..', '..'))
UPLOADS = os.path.join(ROOT, 'public/assets/public/images/uploads')
CAROUSEL = os.path.join(ROOT, 'public/assets/public/images/carousel')

# Sky Bridge area of the Red River Gorge, inside Daniel Boone National Forest (Kentucky)
HIKING_GPS = {'lat': 37.8163, 'lon': -83.6035, 'alt': 345}

STEGO_SIZE = (960, 540)
EXPECTED_PLANE = os.path.join(ROOT, 'tests/fixtures/carousel-5-lsb.png')


def render(svg_text: str, width: int, height: int) -> Image.Image:
    png = subprocess.run(['rsvg-convert', '-w', str(width), '-h', str(height), '-f', 'png'],
                         input=svg_text.encode('utf-8'), capture_output=True, check=True).stdout
    return Image.open(io.BytesIO(png)).convert('RGB')


def write_memories():
    for name, draw in MEMORIES.items():
        img = render(draw(), 640, 480)
        out = os.path.join(UPLOADS, name)
        if name.endswith('.png'):
            # 256 colours keep the flat drawings small; none of them needs more
            img.quantize(colors=256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE).save(out, optimize=True)
        else:
            img.save(out, quality=84, optimize=True, progressive=False)
        print(f'{os.path.getsize(out):7d}  {name}')
    hiking = os.path.join(UPLOADS, 'favorite-hiking-place.png')
    g = HIKING_GPS
    subprocess.run([
        'exiftool', '-overwrite_original', '-q',
        f'-GPSLatitude={abs(g["lat"])}', f'-GPSLatitudeRef={"N" if g["lat"] >= 0 else "S"}',
        f'-GPSLongitude={abs(g["lon"])}', f'-GPSLongitudeRef={"E" if g["lon"] >= 0 else "W"}',
        f'-GPSAltitude={g["alt"]}', '-GPSAltitudeRef=0',
        '-Make=Juicephone', '-Model=JP-7', '-DateTimeOriginal=2019:10:12 14:32:05',
        hiking,
    ], check=True)


def pickle_mask_svg(w: int, h: int) -> str:
    # the hidden picture: a pickle standing upright with a face, captioned PICKLE RICK
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" width="{w}" height="{h}">'
        f'<rect width="{w}" height="{h}" fill="#000"/>'
        '<g transform="translate(480 215) rotate(-12)">'
        '<path d="M-62 -150C-70 -190 70 -190 62 -150L72 130C80 200 -80 200 -72 130Z" fill="#fff"/>'
        '<path d="M-48 -150C-52 -172 52 -172 48 -150L56 128C62 182 -62 182 -56 128Z" fill="#000"/>'
        '<path d="M-40 -146C-42 -160 42 -160 40 -146L48 124C52 170 -52 170 -48 124Z" fill="#fff"/>'
        # warts along the sides
        + ''.join(f'<circle cx="{x}" cy="{y}" r="7" fill="#000"/>' for x, y in [(-30, 60), (26, 90), (-22, 130), (30, 20)])
        # eyes with brows, wide grin
        + '<circle cx="-20" cy="-80" r="18" fill="#000"/><circle cx="22" cy="-80" r="18" fill="#000"/>'
        '<circle cx="-20" cy="-80" r="10" fill="#fff"/><circle cx="22" cy="-80" r="10" fill="#fff"/>'
        '<circle cx="-17" cy="-80" r="5" fill="#000"/><circle cx="25" cy="-80" r="5" fill="#000"/>'
        '<path d="M-42 -110l30 10M44 -110l-30 10" stroke="#000" stroke-width="8" stroke-linecap="round"/>'
        '<path d="M-30 -36Q0 -4 32 -36Q0 -18 -30 -36Z" fill="#000" stroke="#000" stroke-width="6" stroke-linejoin="round"/>'
        '</g>'
        f'<text x="{w // 2}" y="{h - 40}" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="72" fill="#fff" letter-spacing="6">PICKLE RICK</text>'
        '</svg>'
    )


def write_stego_carousel():
    with open(os.path.join(os.path.dirname(__file__), 'market-stall.svg'), encoding='utf-8') as f:
        cover = render(f.read(), *STEGO_SIZE)
    mask = render(pickle_mask_svg(*STEGO_SIZE), *STEGO_SIZE).convert('L').point(lambda v: 1 if v >= 128 else 0)
    bits = mask.load()
    px = cover.load()
    for y in range(STEGO_SIZE[1]):
        for x in range(STEGO_SIZE[0]):
            b = bits[x, y]
            r, g, bl = px[x, y]
            px[x, y] = (r, g, (bl & 0xFE) | b)
    out = os.path.join(CAROUSEL, '5.png')
    cover.save(out, optimize=True)
    print(f'{os.path.getsize(out):7d}  carousel/5.png')
    # the expected bit plane, for the test that checks the served picture still carries the payload
    mask.point(lambda b: 255 * b).convert('1').save(EXPECTED_PLANE, optimize=True)


if __name__ == '__main__':
    write_memories()
    write_stego_carousel()
