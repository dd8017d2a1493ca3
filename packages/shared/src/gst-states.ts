/**
 * The places of supply a Kalvi invoice can name: India's states and union territories with
 * their GST state codes, "Other Territory" (97) and "outside India" (96, export of services).
 * The tax each one draws is in docs/decisions/178-gst-place-of-supply.md.
 */

/** state: CGST+SGST inside it; ut: a union territory without legislature (CGST+UTGST); abroad: export. */
export type PlaceKind = 'state' | 'ut' | 'abroad';

export interface PlaceOfSupply {
  /** The two-digit code printed on invoices and the first two characters of a GSTIN. */
  code: string;
  en: string;
  ta: string;
  kind: PlaceKind;
}

const place = (code: string, en: string, ta: string, kind: PlaceKind = 'state'): PlaceOfSupply => ({
  code,
  en,
  ta,
  kind,
});

/** Delhi, Puducherry and Jammu and Kashmir have legislatures: they levy SGST, not UTGST. */
export const PLACES_OF_SUPPLY: readonly PlaceOfSupply[] = [
  place('35', 'Andaman and Nicobar Islands', 'அந்தமான் நிக்கோபார் தீவுகள்', 'ut'),
  place('37', 'Andhra Pradesh', 'ஆந்திரப் பிரதேசம்'),
  place('12', 'Arunachal Pradesh', 'அருணாச்சலப் பிரதேசம்'),
  place('18', 'Assam', 'அசாம்'),
  place('10', 'Bihar', 'பீகார்'),
  place('04', 'Chandigarh', 'சண்டிகர்', 'ut'),
  place('22', 'Chhattisgarh', 'சத்தீஸ்கர்'),
  place('26', 'Dadra and Nagar Haveli and Daman and Diu', 'தாத்ரா நகர் ஹவேலி மற்றும் டாமன் டையூ', 'ut'),
  place('07', 'Delhi', 'தில்லி'),
  place('30', 'Goa', 'கோவா'),
  place('24', 'Gujarat', 'குஜராத்'),
  place('06', 'Haryana', 'ஹரியானா'),
  place('02', 'Himachal Pradesh', 'இமாச்சலப் பிரதேசம்'),
  place('01', 'Jammu and Kashmir', 'ஜம்மு காஷ்மீர்'),
  place('20', 'Jharkhand', 'ஜார்க்கண்ட்'),
  place('29', 'Karnataka', 'கர்நாடகம்'),
  place('32', 'Kerala', 'கேரளம்'),
  place('38', 'Ladakh', 'லடாக்', 'ut'),
  place('31', 'Lakshadweep', 'இலட்சத்தீவுகள்', 'ut'),
  place('23', 'Madhya Pradesh', 'மத்தியப் பிரதேசம்'),
  place('27', 'Maharashtra', 'மகாராஷ்டிரம்'),
  place('14', 'Manipur', 'மணிப்பூர்'),
  place('17', 'Meghalaya', 'மேகாலயா'),
  place('15', 'Mizoram', 'மிசோரம்'),
  place('13', 'Nagaland', 'நாகாலாந்து'),
  place('21', 'Odisha', 'ஒடிசா'),
  place('34', 'Puducherry', 'புதுச்சேரி'),
  place('03', 'Punjab', 'பஞ்சாப்'),
  place('08', 'Rajasthan', 'ராஜஸ்தான்'),
  place('11', 'Sikkim', 'சிக்கிம்'),
  place('33', 'Tamil Nadu', 'தமிழ்நாடு'),
  place('36', 'Telangana', 'தெலங்காணா'),
  place('16', 'Tripura', 'திரிபுரா'),
  place('09', 'Uttar Pradesh', 'உத்தரப் பிரதேசம்'),
  place('05', 'Uttarakhand', 'உத்தராகண்ட்'),
  place('19', 'West Bengal', 'மேற்கு வங்காளம்'),
  place('97', 'Other Territory', 'பிற ஆட்புலம்', 'ut'),
  place('96', 'Outside India', 'இந்தியாவுக்கு வெளியே', 'abroad'),
];

/** The code of "outside India" (export of services). */
export const OUTSIDE_INDIA = '96';

const BY_CODE = new Map(PLACES_OF_SUPPLY.map((p) => [p.code, p]));

export function placeOfSupply(code: string): PlaceOfSupply | undefined {
  return BY_CODE.get(code);
}

export function isPlaceCode(code: string): boolean {
  return BY_CODE.has(code);
}

/** A state or union territory of India: where an event can be held (not "Outside India"). */
export function isIndianPlaceCode(code: string): boolean {
  return code !== OUTSIDE_INDIA && BY_CODE.has(code);
}

/** 'Karnataka (29)': how an invoice names a place of supply. */
export function placeLabel(code: string, language: 'en' | 'ta' = 'en'): string {
  const p = BY_CODE.get(code);
  return p ? `${p[language]} (${p.code})` : code;
}

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** State code, PAN (5 letters, 4 digits, 1 letter), entity number, 'Z', check character. */
const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** A GSTIN's check character: the GST network's mod-36 rule over the first 14 characters. */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i] ?? '') * ((i % 2) + 1);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36] ?? '';
}

/** Shape, check character, and a state code that exists in India (not 96, which is abroad). */
export function isGstin(value: string): boolean {
  return (
    GSTIN_SHAPE.test(value) &&
    gstinCheckChar(value.slice(0, 14)) === value[14] &&
    placeOfSupply(value.slice(0, 2))?.kind !== 'abroad' &&
    isPlaceCode(value.slice(0, 2))
  );
}

/** The GSTIN the development seed writes: it passes the checksum but is nobody's (docs/decisions/178). */
export const DEVELOPMENT_GSTIN = '33AAKCK4821M1ZB';
/** Migration 0010's starting GSTIN (fails the checksum) and the development one. */
export const PLACEHOLDER_GSTINS: readonly string[] = ['33AAKCK4821M1Z5', DEVELOPMENT_GSTIN];

/** Whether tax invoices may be issued under a GSTIN: valid and, in production, not a placeholder. */
export function gstinIssuesInvoices(gstin: string, production: boolean): boolean {
  return isGstin(gstin) && !(production && PLACEHOLDER_GSTINS.includes(gstin));
}
