// Only the Tamil-script subset of Noto Sans Tamil, in the two weights the pages use; Latin text
// stays in Inter. Its own chunk, imported when Tamil is chosen (lib/i18n.ts).
import '@fontsource/noto-sans-tamil/tamil-400.css';
import '@fontsource/noto-sans-tamil/tamil-600.css';
