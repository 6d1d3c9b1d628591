/**
 * The checkout's own words, in English and Polish. Merchant texts (customizations, details) are
 * never here: they are shown as sent. Every entry is plain text that React renders as text.
 */
import { formatAmount } from '../shared/format';
import { ACCEPTED_BLIK_PREFIX, type PaymentMethod } from '../../gateway';

const en = {
  /** The `lang` of the checkout's markup. */
  lang: 'en' as 'en' | 'pl',
  amount: (grosze: number): string => formatAmount(grosze),
  ribbon: 'Sandbox checkout – no real money moves',
  /** The developer's way back from the customer's page. */
  backToPlayground: 'Back to the playground',
  loading: 'Loading payment…',
  loadFailed: (message: string) => `The payment could not be loaded: ${message}`,
  logoAlt: (shop: string) => `${shop} logo`,
  payingFor: 'You are paying for',
  untitledPayment: 'Payment',
  amountNotSet: 'You set the amount',
  recipient: 'Recipient',
  order: 'Order',
  email: 'E-mail',
  inProgress: (status: string) => `This payment is in progress (${status}); you can still complete it.`,
  methodLegend: 'Payment method',
  methods: {
    GPAY: 'Google Pay',
    APAY: 'Apple Pay',
    BLIK: 'BLIK',
    CARD: 'Card',
    TRANSFER: 'Bank transfer',
    PAY_BY_LINK: 'Pay by link',
    PAYPO: 'PayPo – pay later',
  } as Record<PaymentMethod, string>,
  blikCode: 'BLIK code',
  blikPlaceholder: '6 digits',
  blikHint: `Sandbox: any code starting with ${ACCEPTED_BLIK_PREFIX} is accepted.`,
  chooseMethod: 'Choose a payment method.',
  amountLabel: 'Amount to pay (PLN)',
  enterAmount: 'Enter the amount to pay, such as 25,50.',
  blikFormat: 'Enter the 6-digit BLIK code from your banking app.',
  blikDeclined: `The bank declined this BLIK code. In the sandbox only codes starting with ${ACCEPTED_BLIK_PREFIX} succeed.`,
  payRefused: 'This payment cannot be paid this way any more. Check it below and try again.',
  pay: (amount: string | null) => (amount === null ? 'Pay' : `Pay ${amount}`),
  paying: 'Paying…',
  wallet: {
    title: (method: string) => `${method} (sandbox)`,
    payingAs: (email: string) => `Paying as ${email}`,
    note: 'A simulated wallet: no card is charged.',
    confirm: 'Confirm',
    cancel: 'Cancel',
  },
  qr: {
    title: 'Pay on your phone',
    lead: "Scan the code with your phone's camera to open this payment there.",
    alt: 'QR code with the address of this payment page',
    continueHere: 'Continue on this device',
  },
  completed: 'Payment completed',
  paidWith: (method: string) => `paid with ${method}`,
  backToShop: 'Back to the shop',
  returningIn: (seconds: number) => `Returning to the shop in ${seconds} s…`,
  stayHere: 'Stay on this page',
  returnNotHttp: 'The shop gave a return address that is not http(s), so there is no way back from here.',
  noReturn: 'The shop gave no return address. You can close this tab.',
  closed: {
    CANCELED: 'This payment was canceled.',
    ERROR: 'This payment failed.',
    REFUNDED: 'This payment was completed and then refunded.',
    other: (status: string) => `This payment is ${status}.`,
    askShop: 'Ask the shop for a new payment link.',
  },
  notFound: {
    title: 'Payment not found',
    noMatch: 'No payment in this sandbox matches this checkout link. It may belong to another browser or the data was reset.',
    bringOver:
      'Each browser keeps its own sandbox, so a link made in another browser’s sandbox opens nothing here. To bring the case over: in the browser where the payment was made, open Data and export a snapshot; here, open a new workspace from the header, import that file on its Data page, then open this link again.',
    fromEmbed:
      'A payment made in an example embedded in docs lives only in that example’s frame, and is gone with it: pay it there, with “Open the checkout here” under its answer.',
    noExternalId: 'This checkout link has no externalId, so it names no payment.',
    hash: 'Payment hash:',
  },
};

export type CheckoutText = typeof en;

const pl: CheckoutText = {
  lang: 'pl',
  amount: (grosze) => formatAmount(grosze).replace('.', ',').replace(/ PLN$/, ' zł'),
  ribbon: 'Płatność testowa (sandbox) – żadne prawdziwe pieniądze nie są przesyłane',
  backToPlayground: 'Wróć do playgroundu',
  loading: 'Wczytywanie płatności…',
  loadFailed: (message) => `Nie udało się wczytać płatności: ${message}`,
  logoAlt: (shop) => `Logo: ${shop}`,
  payingFor: 'Płacisz za',
  untitledPayment: 'Płatność',
  amountNotSet: 'Kwotę ustalasz Ty',
  recipient: 'Odbiorca',
  order: 'Zamówienie',
  email: 'E-mail',
  inProgress: (status) => `Ta płatność jest w toku (${status}); nadal możesz ją dokończyć.`,
  methodLegend: 'Metoda płatności',
  methods: {
    GPAY: 'Google Pay',
    APAY: 'Apple Pay',
    BLIK: 'BLIK',
    CARD: 'Karta płatnicza',
    TRANSFER: 'Przelew bankowy',
    PAY_BY_LINK: 'Szybki przelew',
    PAYPO: 'PayPo – zapłać później',
  },
  blikCode: 'Kod BLIK',
  blikPlaceholder: '6 cyfr',
  blikHint: `Sandbox: przyjmowany jest każdy kod zaczynający się od ${ACCEPTED_BLIK_PREFIX}.`,
  chooseMethod: 'Wybierz metodę płatności.',
  amountLabel: 'Kwota do zapłaty (zł)',
  enterAmount: 'Wpisz kwotę do zapłaty, np. 25,50.',
  blikFormat: 'Wpisz 6-cyfrowy kod BLIK z aplikacji banku.',
  blikDeclined: `Bank odrzucił ten kod BLIK. W sandboksie przechodzą tylko kody zaczynające się od ${ACCEPTED_BLIK_PREFIX}.`,
  payRefused: 'Tej płatności nie można już opłacić w ten sposób. Sprawdź ją poniżej i spróbuj ponownie.',
  pay: (amount) => (amount === null ? 'Zapłać' : `Zapłać ${amount}`),
  paying: 'Płacenie…',
  wallet: {
    title: (method) => `${method} (sandbox)`,
    payingAs: (email) => `Płacisz jako ${email}`,
    note: 'Symulowany portfel: żadna karta nie zostanie obciążona.',
    confirm: 'Potwierdź',
    cancel: 'Anuluj',
  },
  qr: {
    title: 'Zapłać telefonem',
    lead: 'Zeskanuj kod aparatem telefonu, aby otworzyć tę płatność na nim.',
    alt: 'Kod QR z adresem tej strony płatności',
    continueHere: 'Kontynuuj na tym urządzeniu',
  },
  completed: 'Płatność zakończona',
  paidWith: (method) => `zapłacono: ${method}`,
  backToShop: 'Wróć do sklepu',
  returningIn: (seconds) => `Powrót do sklepu za ${seconds} s…`,
  stayHere: 'Zostań na tej stronie',
  returnNotHttp: 'Sklep podał adres powrotu, który nie jest adresem http(s), więc nie ma stąd drogi powrotnej.',
  noReturn: 'Sklep nie podał adresu powrotu. Możesz zamknąć tę kartę.',
  closed: {
    CANCELED: 'Ta płatność została anulowana.',
    ERROR: 'Ta płatność nie powiodła się.',
    REFUNDED: 'Ta płatność została zrealizowana, a następnie zwrócona.',
    other: (status) => `Status tej płatności: ${status}.`,
    askShop: 'Poproś sklep o nowy link do płatności.',
  },
  notFound: {
    title: 'Nie znaleziono płatności',
    noMatch: 'Żadna płatność w tym sandboksie nie pasuje do tego linku. Może należeć do innej przeglądarki albo dane zostały wyczyszczone.',
    bringOver:
      'Każda przeglądarka ma własny sandbox, więc link utworzony w sandboksie innej przeglądarki nic tu nie otworzy. Aby przenieść sprawę: w przeglądarce, w której utworzono płatność, otwórz Data i wyeksportuj snapshot; tutaj otwórz nowy workspace z nagłówka, zaimportuj ten plik na jego stronie Data i otwórz link ponownie.',
    fromEmbed:
      'Płatność utworzona w przykładzie osadzonym w dokumentacji istnieje tylko w ramce tego przykładu i znika razem z nią: opłać ją tam, przyciskiem „Open the checkout here” pod odpowiedzią.',
    noExternalId: 'Ten link nie zawiera externalId, więc nie wskazuje żadnej płatności.',
    hash: 'Hash płatności:',
  },
};

/** `pl`, `pl-PL`, `pl_PL` read Polish; every other locale reads English. */
export function checkoutTextFor(locale: string): CheckoutText {
  return languageOf(locale) === 'pl' ? pl : en;
}

/** The primary language subtag, lower-case: `pl-PL` → `pl`. */
export function languageOf(locale: string): string {
  return locale.trim().toLowerCase().split(/[-_]/)[0] ?? '';
}
