/** Distinct student profiles a business without an active plan may open. */
export const FREE_PROFILE_VIEWS = 10;

/** Students who joined within this many hours are listed only to premium businesses. */
export const EARLY_ACCESS_HOURS = 48;

/** The spec's priceIds: 1 Grunnleggende, 2 Standard, 3 Premium. */
export const PRICE_IDS = [1, 2, 3] as const;
export type PriceId = (typeof PRICE_IDS)[number];

export type PlanTier = 'basic' | 'standard' | 'premium';

/** What a plan lets a business see or do; each plan includes the ones before it. */
export type PlanFeature =
  'profiles' | 'contact' | 'portfolio' | 'grades' | 'alerts' | 'earlyAccess';

export interface SubscriptionPlan {
  id: PlanTier;
  name: string;
  /** Kroner per year, MVA included. */
  price: number;
  features: string[];
  priceId: PriceId;
  includes: PlanFeature[];
}

export const SUBSCRIPTION_PLANS: readonly SubscriptionPlan[] = [
  {
    id: 'basic',
    name: 'Grunnleggende',
    price: 5000,
    priceId: 1,
    features: ['Ubegrenset tilgang til studentprofiler', 'Kontakt studenter direkte'],
    includes: ['profiles', 'contact'],
  },
  {
    id: 'standard',
    name: 'Standard',
    price: 10000,
    priceId: 2,
    features: [
      'Ubegrenset tilgang til studentprofiler',
      'Kontakt studenter direkte',
      'Se portefølje og prosjekter',
    ],
    includes: ['profiles', 'contact', 'portfolio'],
  },
  {
    id: 'premium',
    name: 'Premium',
    price: 15000,
    priceId: 3,
    features: [
      'Ubegrenset tilgang til studentprofiler',
      'Kontakt studenter direkte',
      'Se portefølje og prosjekter',
      'Se karakterer',
      'E-postvarsler om nye studenter',
      'Tidlig tilgang til nye studenter',
    ],
    includes: ['profiles', 'contact', 'portfolio', 'grades', 'alerts', 'earlyAccess'],
  },
];

export function planByPriceId(priceId: number): SubscriptionPlan | undefined {
  return SUBSCRIPTION_PLANS.find((plan) => plan.priceId === priceId);
}

export function planIncludes(priceId: number | null | undefined, feature: PlanFeature): boolean {
  if (priceId == null) return false;
  return planByPriceId(priceId)?.includes.includes(feature) ?? false;
}

/** Norway's standard MVA rate; plan prices include it. */
export const MVA_RATE = 0.25;

export const SUBSCRIPTION_MESSAGES = {
  checkoutFailed: 'Mislyktes med å starte betalingsprosessen',
  choosePlan: 'Velg en abonnementsplan',
  paid: 'Bestilling ble gjennomført! Du vil motta en e-postbekreftelse.',
  cancelled: 'Bestilling avbrutt -- fortsatt å handle rundt og betale når du er klar.',
  quotaUsed: 'Du har brukt opp de gratis profilvisningene. Velg en plan for å se flere studenter.',
  sessionInvalid: 'Fant ikke betalingen',
  sessionUnpaid: 'Betalingen er ikke fullført',
  planUnknown: 'Ukjent abonnementsplan',
  locationInvalid: 'Ugyldig returadresse for betalingen',
  paymentsUnavailable: 'Betaling er ikke tilgjengelig akkurat nå',
  profileLoadFailed: 'Kunne ikke laste profildata',
  studentsLoadFailed: 'Kunne ikke laste inn studenter.',
  vocationsLoadFailed: 'Kunne ikke laste inn yrker.',
  favoritesFailed: 'Kunne ikke oppdatere favoritter.',
  favoriteAdded: 'Student ble lagt til favoritter.',
  favoriteRemoved: 'Student fjernet fra favoritter.',
  favoritesLoadFailed: 'Kunne ikke laste favoritt-studenter',
  noStudents: 'Ingen studenter funnet som matcher dine kriterier.',
  upgradePrompt: 'Oppgrader planen din for å se dette',
  alertsPremiumOnly: 'E-postvarsler er med i Premium-planen',
  alertsSaved: 'Varslene er lagret',
} as const;

export function freeViewsUsageText(used: number, limit: number = FREE_PROFILE_VIEWS): string {
  return `${used} av ${limit} gratis profilvisninger brukt`;
}

/** The body of a 402 from GET /api/users/profile/{uuid} or GET /api/users/students. */
export interface QuotaExceededBody {
  statusCode: 402;
  message: string;
  currentUsage: number;
  limit: number;
}

export function isQuotaExceededBody(value: unknown): value is QuotaExceededBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as QuotaExceededBody).currentUsage === 'number' &&
    typeof (value as QuotaExceededBody).limit === 'number'
  );
}

export interface CheckoutResponse {
  url: string;
}

/** GET /api/subscription (and the answer of verify-session): where the business stands. */
export interface SubscriptionStatus {
  /** The active plan, or null while the business uses the free quota. */
  plan: { priceId: PriceId; name: string; startsAt: string; endsAt: string } | null;
  usage: { used: number; limit: number };
  plans: readonly SubscriptionPlan[];
}

/** A card in the student directory (the spec's Student (directory) fields). */
export interface StudentDirectoryEntry {
  uuid: string;
  user_id: string;
  name: string | null;
  profile_picture_url: string | null;
  headline: string | null;
  location: string | null;
  lookingFor: string | null;
  bio: string | null;
  skills_count: number;
  grades_count: number;
  badges_count: number;
  /** Comma-separated vocation ids of the student's skills. */
  concatenated_vocations_id: string;
  completion: number;
  is_favorite: boolean;
}

export interface StudentDirectoryResponse {
  students: StudentDirectoryEntry[];
  total: number;
  page: number;
  limit: number;
}

/** GET /api/users/favorites: the spec's Favourite student fields. */
export interface FavoriteStudent {
  isFavorited_id: number;
  student_uuid: string;
  student_id: string;
  name: string | null;
  location: string | null;
  bio: string | null;
  headline: string | null;
  profile_picture_url: string | null;
  created_at: string;
}

export const ALERT_LIMITS = { vocations: 20, places: 20 } as const;

export interface StudentAlerts {
  enabled: boolean;
  vocationIds: number[];
  places: string[];
}
