import { code, exercise } from './text.ts';

/** 'Computer Vision with OpenCV': an image is a grid of numbers; the classic operations, by hand. */
export const OPENCV_COURSE = [
  exercise({
    title: ['RGB to grayscale', 'RGB-ஐ grayscale ஆக்குங்கள்'],
    en: [
      '`cv2.cvtColor(img, cv2.COLOR_BGR2GRAY)` weighs the channels as 0.299 R + 0.587 G + 0.114 B. Do it with whole numbers so that rounding is exact: gray = `(299 * r + 587 * g + 114 * b + 500) // 1000` (this rounds halves up).',
      '**Input:** `h w`, then h rows, each with w pixels written `r,g,b` and separated by spaces (0–255).',
      '**Output:** h rows of w gray values separated by spaces.',
    ],
    ta: [
      '`cv2.cvtColor(img, cv2.COLOR_BGR2GRAY)` நிறங்களை 0.299 R + 0.587 G + 0.114 B என எடையிடுகிறது. முழுமையாக்கல் (rounding) துல்லியமாக இருக்க முழு எண்களில் செய்யுங்கள்: gray = `(299 * r + 587 * g + 114 * b + 500) // 1000` (இது பாதிகளை மேல்நோக்கி முழுமையாக்கும்).',
      '**உள்ளீடு:** `h w`, பிறகு h வரிசைகள்; ஒவ்வொன்றிலும் `r,g,b` என எழுதப்பட்ட w pixels, இடைவெளி விட்டு (0–255).',
      '**வெளியீடு:** இடைவெளி விட்ட w gray மதிப்புகள் கொண்ட h வரிசைகள்.',
    ],
    language: 'python',
    starter: code`
      h, w = map(int, input().split())
      for _ in range(h):
          row = []
          for pixel in input().split():
              r, g, b = map(int, pixel.split(","))
              # Weigh the channels: 299, 587 and 114 per thousand, rounded
              row.append((r + g + b) // 3)
          print(" ".join(str(v) for v in row))
    `,
    solution: code`
      h, w = map(int, input().split())
      for _ in range(h):
          row = []
          for pixel in input().split():
              r, g, b = map(int, pixel.split(","))
              row.append((299 * r + 587 * g + 114 * b + 500) // 1000)
          print(" ".join(str(v) for v in row))
    `,
    tests: [
      ['1 3\n255,0,0 0,255,0 0,0,255\n', '76 150 29'],
      ['2 2\n0,0,0 255,255,255\n128,128,128 10,20,30\n', '0 255\n128 18'],
      ['1 1\n1,1,1\n', '1'],
      ['1 2\n100,50,200 3,7,11\n', '82 6'],
    ],
    hints: [
      [
        'Split each pixel with `pixel.split(",")` and keep the arithmetic in whole numbers.',
        'ஒவ்வொரு pixel-ஐயும் `pixel.split(",")` கொண்டு பிரித்து, கணக்கை முழு எண்களிலேயே வையுங்கள்.',
      ],
    ],
    topic: 'colour spaces',
    difficulty: 'easy',
  }),
  exercise({
    title: ['Binary threshold', 'Binary threshold'],
    en: [
      'Like `cv2.threshold(img, t, 255, cv2.THRESH_BINARY)`: a pixel **greater than** t becomes 255, every other pixel (equal to t included) becomes 0. Print the new image and how many pixels turned white.',
      '**Input:** `h w t`, then h rows of w gray values (0–255).',
      '**Output:** the h thresholded rows, then `White: count`.',
    ],
    ta: [
      '`cv2.threshold(img, t, 255, cv2.THRESH_BINARY)` போல: t-ஐ **விட அதிகமான** pixel 255 ஆகும்; மற்ற ஒவ்வொரு pixel-உம் (t-க்குச் சமமானதும்) 0 ஆகும். புதிய படத்தையும், எத்தனை pixels வெள்ளையாயின என்பதையும் அச்சிடுங்கள்.',
      '**உள்ளீடு:** `h w t`, பிறகு w gray மதிப்புகள் கொண்ட h வரிசைகள் (0–255).',
      '**வெளியீடு:** threshold செய்யப்பட்ட h வரிசைகள், பிறகு `White: எண்ணிக்கை`.',
    ],
    language: 'python',
    starter: code`
      h, w, t = map(int, input().split())
      white = 0
      for _ in range(h):
          row = [int(v) for v in input().split()]
          # Only pixels strictly greater than t become 255
          out = [255 if v >= t else 0 for v in row]
          white += out.count(255)
          print(" ".join(str(v) for v in out))
      print("White:", white)
    `,
    solution: code`
      h, w, t = map(int, input().split())
      white = 0
      for _ in range(h):
          row = [int(v) for v in input().split()]
          out = [255 if v > t else 0 for v in row]
          white += out.count(255)
          print(" ".join(str(v) for v in out))
      print("White:", white)
    `,
    tests: [
      ['2 3 127\n10 200 127\n128 0 255\n', '0 255 0\n255 0 255\nWhite: 3'],
      ['1 2 255\n255 254\n', '0 0\nWhite: 0'],
      ['2 2 0\n0 1\n2 0\n', '0 255\n255 0\nWhite: 2'],
    ],
    hints: [
      [
        '`255 if v > t else 0` inside a list comprehension thresholds a whole row.',
        'List comprehension-க்குள் `255 if v > t else 0` ஒரு முழு வரிசையையும் threshold செய்யும்.',
      ],
    ],
    topic: 'thresholding',
    difficulty: 'easy',
  }),
  exercise({
    title: ['Flip an image', 'படத்தைப் புரட்டுங்கள் (flip)'],
    en: [
      '`cv2.flip(img, code)` mirrors an image: code `1` flips it horizontally (each row reversed, left becomes right), `0` vertically (the order of the rows reversed) and `-1` both ways.',
      '**Input:** `h w code`, then h rows of w values.',
      '**Output:** the flipped image, h rows of w values separated by spaces.',
    ],
    ta: [
      '`cv2.flip(img, code)` ஒரு படத்தைக் கண்ணாடிப் பிம்பமாக்குகிறது: code `1` கிடைமட்டமாகப் புரட்டும் (ஒவ்வொரு வரிசையும் தலைகீழ், இடது வலதாகும்), `0` செங்குத்தாக (வரிசைகளின் வரிசைமுறை தலைகீழ்), `-1` இரண்டு வழியிலும்.',
      '**உள்ளீடு:** `h w code`, பிறகு w மதிப்புகள் கொண்ட h வரிசைகள்.',
      '**வெளியீடு:** புரட்டப்பட்ட படம்: இடைவெளி விட்ட w மதிப்புகள் கொண்ட h வரிசைகள்.',
    ],
    language: 'python',
    starter: code`
      h, w, flip = map(int, input().split())
      image = [input().split() for _ in range(h)]
      # 1: reverse each row, 0: reverse the list of rows, -1: both
      if flip == 1:
          image = [row[::-1] for row in image]
      for row in image:
          print(" ".join(row))
    `,
    solution: code`
      h, w, flip = map(int, input().split())
      image = [input().split() for _ in range(h)]
      if flip in (1, -1):
          image = [row[::-1] for row in image]
      if flip in (0, -1):
          image = image[::-1]
      for row in image:
          print(" ".join(row))
    `,
    tests: [
      ['2 3 1\n1 2 3\n4 5 6\n', '3 2 1\n6 5 4'],
      ['2 3 0\n1 2 3\n4 5 6\n', '4 5 6\n1 2 3'],
      ['2 2 -1\n1 2\n3 4\n', '4 3\n2 1'],
      ['1 1 -1\n9\n', '9'],
      ['3 1 0\n7\n8\n9\n', '9\n8\n7'],
    ],
    samples: 2,
    hints: [
      [
        '`row[::-1]` reverses a row and `image[::-1]` reverses the list of rows.',
        '`row[::-1]` ஒரு வரிசையைத் தலைகீழாக்கும்; `image[::-1]` வரிசைகளின் பட்டியலைத் (list) தலைகீழாக்கும்.',
      ],
    ],
    topic: 'image transforms',
    difficulty: 'easy',
  }),
];
