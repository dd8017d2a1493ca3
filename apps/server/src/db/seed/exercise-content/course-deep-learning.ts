import { code, exercise } from './text.ts';

/** 'Deep Learning with PyTorch': what a layer computes, with plain Python lists before tensors. */
export const DEEP_LEARNING_COURSE = [
  exercise({
    title: ['One neuron: weighted sum and ReLU', 'ஒரு neuron: weighted sum, ReLU'],
    en: [
      'A neuron multiplies each input by its weight, adds them up and adds the bias: z = w₁x₁ + … + wₙxₙ + b. Then the ReLU activation keeps z if it is positive and gives 0 otherwise, `max(0, z)`.',
      '**Input:** the inputs on the first line, the weights on the second (the same count), the bias on the third; decimal numbers.',
      '**Output:** `z = …` and `relu = …`, each with two decimals (`f"{x:.2f}"`).',
    ],
    ta: [
      'ஒரு neuron ஒவ்வொரு உள்ளீட்டையும் (input) அதன் weight-ஆல் பெருக்கி, அவற்றைக் கூட்டி, bias-ஐச் சேர்க்கிறது: z = w₁x₁ + … + wₙxₙ + b. பிறகு ReLU activation, z நேர்மறையாக இருந்தால் அதை வைத்துக்கொள்ளும், இல்லையெனில் 0 தரும்: `max(0, z)`.',
      '**உள்ளீடு:** முதல் வரியில் inputs, இரண்டாவதில் weights (அதே எண்ணிக்கை), மூன்றாவதில் bias; தசம எண்கள்.',
      '**வெளியீடு:** `z = …`, `relu = …`; ஒவ்வொன்றும் இரண்டு தசம இடங்களுடன் (`f"{x:.2f}"`).',
    ],
    language: 'python',
    starter: code`
      x = [float(v) for v in input().split()]
      w = [float(v) for v in input().split()]
      b = float(input())
      # Add up w * x for every pair, then the bias
      z = 0.0
      relu = z
      print(f"z = {z:.2f}")
      print(f"relu = {relu:.2f}")
    `,
    solution: code`
      x = [float(v) for v in input().split()]
      w = [float(v) for v in input().split()]
      b = float(input())
      z = sum(wi * xi for wi, xi in zip(w, x)) + b
      relu = max(0.0, z)
      print(f"z = {z:.2f}")
      print(f"relu = {relu:.2f}")
    `,
    tests: [
      ['1 2 3\n0.5 -1 0.25\n0.1\n', 'z = -0.65\nrelu = 0.00'],
      ['2 4\n0.5 0.5\n1\n', 'z = 4.00\nrelu = 4.00'],
      ['0.5\n2\n-2\n', 'z = -1.00\nrelu = 0.00'],
      ['1 1 1 1\n0.1 0.2 0.3 0.4\n0\n', 'z = 1.00\nrelu = 1.00'],
    ],
    hints: [
      [
        '`sum(wi * xi for wi, xi in zip(w, x))` is the weighted sum; do not forget `+ b`.',
        '`sum(wi * xi for wi, xi in zip(w, x))` என்பது weighted sum; `+ b`-ஐ மறக்காதீர்கள்.',
      ],
    ],
    topic: 'neurons and activations',
    difficulty: 'easy',
  }),
  exercise({
    title: ['Softmax that does not overflow', 'Overflow ஆகாத softmax'],
    en: [
      "Softmax turns a layer's scores (logits) into probabilities: eᶻⁱ divided by the sum of all eᶻʲ. `math.exp(1000)` overflows, so first subtract the largest score from every score; the probabilities do not change. This is what `torch.softmax` does inside.",
      '**Input:** the scores on one line, decimal numbers separated by spaces.',
      '**Output:** the probabilities on one line, each with four decimals (`f"{p:.4f}"`), separated by spaces.',
    ],
    ta: [
      'Softmax ஒரு layer-இன் மதிப்பெண்களை (logits) நிகழ்தகவுகளாக (probabilities) மாற்றுகிறது: eᶻⁱ-ஐ எல்லா eᶻʲ-இன் கூட்டுத்தொகையால் வகுத்தல். `math.exp(1000)` overflow ஆகும்; ஆகவே முதலில் ஒவ்வொரு மதிப்பெண்ணிலிருந்தும் மிகப்பெரிய மதிப்பெண்ணைக் கழியுங்கள்; நிகழ்தகவுகள் மாறாது. `torch.softmax` உள்ளே செய்வதும் இதுவே.',
      '**உள்ளீடு:** ஒரு வரியில் இடைவெளி விட்ட தசம எண்களாக மதிப்பெண்கள்.',
      '**வெளியீடு:** ஒரு வரியில் நிகழ்தகவுகள், ஒவ்வொன்றும் நான்கு தசம இடங்களுடன் (`f"{p:.4f}"`), இடைவெளி விட்டு.',
    ],
    language: 'python',
    starter: code`
      import math

      scores = [float(v) for v in input().split()]
      # Subtract max(scores) before math.exp so that big scores do not overflow
      exps = [math.exp(s) for s in scores]
      total = sum(exps)
      print(" ".join(f"{e / total:.4f}" for e in exps))
    `,
    solution: code`
      import math

      scores = [float(v) for v in input().split()]
      top = max(scores)
      exps = [math.exp(s - top) for s in scores]
      total = sum(exps)
      print(" ".join(f"{e / total:.4f}" for e in exps))
    `,
    tests: [
      ['1 2 3\n', '0.0900 0.2447 0.6652'],
      ['1000 1001\n', '0.2689 0.7311'],
      ['5\n', '1.0000'],
      ['0 0 0 0\n', '0.2500 0.2500 0.2500 0.2500'],
      ['-1000 0 -1000\n', '0.0000 1.0000 0.0000'],
    ],
    hints: [
      [
        'e^(s - m) / Σ e^(t - m) equals e^s / Σ e^t for any m; with m the largest score every power is at most 0.',
        'எந்த m-க்கும் e^(s - m) / Σ e^(t - m) = e^s / Σ e^t; m மிகப்பெரிய மதிப்பெண் என்றால் ஒவ்வொரு அடுக்கும் 0 அல்லது அதற்குக் குறைவு.',
      ],
    ],
    topic: 'softmax',
    difficulty: 'medium',
  }),
  exercise({
    title: ['Matrix multiply by hand', 'அணிப் பெருக்கல் (matrix multiply) கையால்'],
    en: [
      'A linear layer is a matrix product. Multiply A (r × m) by B (m × c): entry (i, j) of the result is the sum over k of `A[i][k] * B[k][j]`. If the columns of A do not equal the rows of B, PyTorch raises an error; print `shape mismatch` instead.',
      '**Input:** `r m`, then r rows of A; then `m2 c`, then m2 rows of B. Whole numbers separated by spaces.',
      '**Output:** the r rows of the product, numbers separated by spaces, or `shape mismatch`.',
    ],
    ta: [
      'ஒரு linear layer என்பது ஓர் அணிப் பெருக்கல். A (r × m)-ஐ B (m × c)-ஆல் பெருக்குங்கள்: விடையின் (i, j) உறுப்பு, k மீது `A[i][k] * B[k][j]`-இன் கூட்டுத்தொகை. A-இன் நிரல்கள் (columns) B-இன் வரிசைகளுக்குச் (rows) சமமாக இல்லாவிட்டால் PyTorch பிழை எழுப்பும்; நீங்கள் `shape mismatch` என அச்சிடுங்கள்.',
      '**உள்ளீடு:** `r m`, பிறகு A-இன் r வரிசைகள்; பிறகு `m2 c`, பிறகு B-இன் m2 வரிசைகள். இடைவெளி விட்ட முழு எண்கள்.',
      '**வெளியீடு:** பெருக்கலின் r வரிசைகள், இடைவெளி விட்ட எண்கள்; அல்லது `shape mismatch`.',
    ],
    language: 'python',
    starter: code`
      def read_matrix():
          rows, cols = map(int, input().split())
          return [[int(v) for v in input().split()] for _ in range(rows)], cols

      a, m = read_matrix()
      b, c = read_matrix()
      # Check the shapes, then use three nested loops (or sum over k)
      for row in a:
          print(" ".join(str(v) for v in row))
    `,
    solution: code`
      def read_matrix():
          rows, cols = map(int, input().split())
          return [[int(v) for v in input().split()] for _ in range(rows)], cols

      a, m = read_matrix()
      b, c = read_matrix()
      if m != len(b):
          print("shape mismatch")
      else:
          for row in a:
              out = [sum(row[k] * b[k][j] for k in range(m)) for j in range(c)]
              print(" ".join(str(v) for v in out))
    `,
    tests: [
      ['2 3\n1 2 3\n4 5 6\n3 2\n7 8\n9 10\n11 12\n', '58 64\n139 154'],
      ['2 2\n1 2\n3 4\n3 1\n1\n1\n1\n', 'shape mismatch'],
      ['1 2\n2 -1\n2 3\n1 0 2\n0 1 -3\n', '2 -1 7'],
      ['2 2\n1 0\n0 1\n2 2\n5 6\n7 8\n', '5 6\n7 8'],
    ],
    hints: [
      [
        'Row i of A meets column j of B: `sum(a[i][k] * b[k][j] for k in range(m))`.',
        'A-இன் i-ஆம் வரிசை B-இன் j-ஆம் நிரலைச் சந்திக்கிறது: `sum(a[i][k] * b[k][j] for k in range(m))`.',
      ],
    ],
    topic: 'tensors and matrix multiplication',
    difficulty: 'medium',
  }),
];
