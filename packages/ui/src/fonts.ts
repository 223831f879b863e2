// The fonts of tokens.css's --font-sans, shipped with both apps (no font CDN): Inter for Latin and
// Vietnamese, Noto Sans Thai for Thai. CJK text uses the system's fonts, which every device that reads
// Chinese or Japanese has.
import '@fontsource-variable/inter';
import '@fontsource-variable/noto-sans-thai';
