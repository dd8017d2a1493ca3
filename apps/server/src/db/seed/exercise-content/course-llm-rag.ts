import { code, exercise } from './text.ts';

/** 'Building LLM Apps with RAG and LangChain': chunking, retrieval and the context budget, by hand. */
export const LLM_RAG_COURSE = [
  exercise({
    title: ['Split a document into overlapping chunks', 'ஆவணத்தை overlap உள்ள chunks ஆகப் பிரியுங்கள்'],
    en: [
      "Before a document goes into a vector store it is split into chunks that share a few words, so that no sentence is lost at a border (LangChain's text splitters take `chunk_size` and `chunk_overlap`). Split the text into words on whitespace. Chunk 1 starts at word 0 and every next chunk starts `size - overlap` words later; each chunk has up to `size` words. Stop after the first chunk that reaches the last word.",
      '**Input:** `size overlap` on the first line (0 ≤ overlap < size), the text on the second (at least one word).',
      '**Output:** one line per chunk: `chunk number: words`, numbers from 1, words joined by single spaces.',
    ],
    ta: [
      'ஓர் ஆவணம் vector store-க்குள் செல்லும் முன், எல்லையில் எந்த வாக்கியமும் தொலைந்துவிடாதபடி, சில சொற்களைப் பகிர்ந்துகொள்ளும் chunks ஆகப் பிரிக்கப்படுகிறது (LangChain-இன் text splitters `chunk_size`, `chunk_overlap` ஆகியவற்றை ஏற்கின்றன). உரையை இடைவெளிகளில் சொற்களாகப் பிரியுங்கள். முதல் chunk 0-ஆம் சொல்லில் தொடங்கும்; அடுத்த ஒவ்வொரு chunk-உம் `size - overlap` சொற்கள் தள்ளித் தொடங்கும்; ஒவ்வொரு chunk-இலும் அதிகபட்சம் `size` சொற்கள். கடைசிச் சொல்லை அடையும் முதல் chunk-க்குப் பிறகு நிறுத்துங்கள்.',
      '**உள்ளீடு:** முதல் வரியில் `size overlap` (0 ≤ overlap < size), இரண்டாவதில் உரை (குறைந்தது ஒரு சொல்).',
      '**வெளியீடு:** ஒவ்வொரு chunk-க்கும் ஒரு வரி: `chunk எண்: சொற்கள்`; எண்கள் 1-இலிருந்து, சொற்கள் ஒற்றை இடைவெளியால் இணைக்கப்பட்டு.',
    ],
    language: 'python',
    starter: code`
      size, overlap = map(int, input().split())
      words = input().split()
      # Move the start forward by size - overlap until a chunk reaches the last word
      start, number = 0, 1
      while start < len(words):
          print(f"{number}: {' '.join(words[start:start + size])}")
          start += size
          number += 1
    `,
    solution: code`
      size, overlap = map(int, input().split())
      words = input().split()
      start, number = 0, 1
      while True:
          print(f"{number}: {' '.join(words[start:start + size])}")
          if start + size >= len(words):
              break
          start += size - overlap
          number += 1
    `,
    tests: [
      [
        '4 1\nRAG finds the right passages and then the model answers\n',
        '1: RAG finds the right\n2: right passages and then\n3: then the model answers',
      ],
      ['3 0\na b c d e f g\n', '1: a b c\n2: d e f\n3: g'],
      ['5 2\nshort text\n', '1: short text'],
      ['3 2\nw1 w2 w3 w4 w5\n', '1: w1 w2 w3\n2: w2 w3 w4\n3: w3 w4 w5'],
    ],
    hints: [
      [
        'Print a chunk first, then check `start + size >= len(words)` to decide whether to stop.',
        'முதலில் ஒரு chunk-ஐ அச்சிட்டு, பிறகு நிறுத்தலாமா என்று `start + size >= len(words)` கொண்டு பாருங்கள்.',
      ],
    ],
    topic: 'chunking',
    difficulty: 'medium',
  }),
  exercise({
    title: ['Rank documents by word overlap', 'சொல் ஒற்றுமை கொண்டு ஆவணங்களை வரிசைப்படுத்துங்கள்'],
    en: [
      "A retriever's simplest score: how many **distinct** words of the query also appear in the document, comparing in lower case. Rank the documents by score, highest first, equal scores by document number, and return the top k, leaving out documents that score 0.",
      '**Input:** the query, then `n k`, then n documents, one a line (numbered from 1 in input order).',
      '**Output:** `doc number score` for each returned document, or `No match` if none scores above 0.',
    ],
    ta: [
      'ஒரு retriever-இன் எளிய மதிப்பெண்: query-இல் உள்ள **தனித்துவமான** (distinct) சொற்களில் எத்தனை ஆவணத்திலும் வருகின்றன — சிறிய எழுத்துகளில் (lower case) ஒப்பிட்டு. ஆவணங்களை மதிப்பெண்ணின்படி வரிசைப்படுத்துங்கள்: அதிகம் முதலில், சம மதிப்பெண் என்றால் ஆவண எண் வரிசையில்; முதல் k ஆவணங்களைத் தாருங்கள், 0 மதிப்பெண் பெற்றவற்றை விட்டுவிடுங்கள்.',
      '**உள்ளீடு:** query, பிறகு `n k`, பிறகு ஒரு வரிக்கு ஒன்றாக n ஆவணங்கள் (உள்ளீட்டு வரிசையில் 1-இலிருந்து எண்ணிடப்பட்டவை).',
      '**வெளியீடு:** தரப்படும் ஒவ்வொரு ஆவணத்துக்கும் `doc எண் மதிப்பெண்`; எதுவும் 0-க்கு மேல் பெறாவிட்டால் `No match`.',
    ],
    language: 'python',
    starter: code`
      query = input().lower().split()
      n, k = map(int, input().split())
      docs = [input().lower().split() for _ in range(n)]
      # Count the distinct query words found in each document, then sort and keep k
      for number in range(1, min(n, k) + 1):
          print("doc", number, 0)
    `,
    solution: code`
      query = set(input().lower().split())
      n, k = map(int, input().split())
      docs = [set(input().lower().split()) for _ in range(n)]
      scored = [(len(query & words), number) for number, words in enumerate(docs, start=1)]
      scored.sort(key=lambda s: (-s[0], s[1]))
      top = [s for s in scored if s[0] > 0][:k]
      if not top:
          print("No match")
      for score, number in top:
          print("doc", number, score)
    `,
    tests: [
      [
        'how to reset my password\n3 2\nTo reset the password open settings\nPayment failed please retry\nReset your PASSWORD and log in again\n',
        'doc 1 3\ndoc 3 2',
      ],
      ['refund policy\n2 3\nrefund refund refund\nour policy on refund\n', 'doc 2 2\ndoc 1 1'],
      ['gpu\n2 1\nno match here\nnor here\n', 'No match'],
      ['a b\n3 3\nb\na\nc\n', 'doc 1 1\ndoc 2 1'],
    ],
    hints: [
      [
        'Make the query and each document a `set` of lower-case words; `len(q & d)` counts the shared ones.',
        'Query-ஐயும் ஒவ்வொரு ஆவணத்தையும் lower-case சொற்களின் `set` ஆக்குங்கள்; `len(q & d)` பொதுவானவற்றை எண்ணும்.',
      ],
    ],
    topic: 'retrieval',
    difficulty: 'medium',
  }),
  exercise({
    title: ['Fit the chat history in the context window', 'Chat வரலாற்றை context window-க்குள் அடக்குங்கள்'],
    en: [
      "An LLM takes only so many tokens. Count a message's tokens as its number of whitespace-separated words. Keep the **most recent** messages: walk back from the last message and keep each one while the running total stays within the budget; stop at the first message that does not fit (older messages are dropped even if they are short).",
      '**Input:** `n budget`, then n messages, oldest first.',
      '**Output:** the kept messages in their original order, then `Tokens: total`.',
    ],
    ta: [
      'ஒரு LLM குறிப்பிட்ட எண்ணிக்கையிலான tokens-ஐ மட்டுமே ஏற்கும். ஒரு செய்தியின் tokens-ஐ, இடைவெளியால் பிரிந்த அதன் சொற்களின் எண்ணிக்கையாகக் கணக்கிடுங்கள். **மிகச் சமீபத்திய** செய்திகளை வைத்துக்கொள்ளுங்கள்: கடைசிச் செய்தியிலிருந்து பின்னோக்கிச் சென்று, மொத்தம் budget-க்குள் இருக்கும் வரை ஒவ்வொன்றையும் வைத்துக்கொள்ளுங்கள்; பொருந்தாத முதல் செய்தியில் நிறுத்துங்கள் (அதற்கு முந்தைய செய்திகள் சிறியவையாக இருந்தாலும் நீக்கப்படும்).',
      '**உள்ளீடு:** `n budget`, பிறகு n செய்திகள், பழையது முதலில்.',
      '**வெளியீடு:** வைத்துக்கொண்ட செய்திகள் அவற்றின் மூல வரிசையில், பிறகு `Tokens: மொத்தம்`.',
    ],
    language: 'python',
    starter: code`
      n, budget = map(int, input().split())
      messages = [input() for _ in range(n)]
      # Walk back from the newest message and stop at the first one that does not fit
      kept = []
      total = 0
      for message in messages:
          total += len(message.split())
          kept.append(message)
      for message in kept:
          print(message)
      print("Tokens:", total)
    `,
    solution: code`
      n, budget = map(int, input().split())
      messages = [input() for _ in range(n)]
      kept = []
      total = 0
      for message in reversed(messages):
          tokens = len(message.split())
          if total + tokens > budget:
              break
          total += tokens
          kept.append(message)
      for message in reversed(kept):
          print(message)
      print("Tokens:", total)
    `,
    tests: [
      [
        '4 10\nuser: what is RAG\nbot: retrieval augmented generation\nuser: give an example\nbot: a chatbot over your PDFs\n',
        'user: give an example\nbot: a chatbot over your PDFs\nTokens: 10',
      ],
      ['2 100\nhello\nhow are you\n', 'hello\nhow are you\nTokens: 4'],
      ['3 2\nok\nthis one is too long\nhi\n', 'hi\nTokens: 1'],
      ['1 3\none two three four\n', 'Tokens: 0'],
    ],
    hints: [
      [
        '`reversed(messages)` walks from the newest; collect, then reverse again to print oldest first.',
        '`reversed(messages)` புதியதிலிருந்து தொடங்கும்; சேகரித்த பிறகு, பழையது முதலில் வர மீண்டும் reverse செய்யுங்கள்.',
      ],
    ],
    topic: 'context window',
    difficulty: 'easy',
  }),
];
