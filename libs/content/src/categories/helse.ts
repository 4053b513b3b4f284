import type { CategoryArticle } from '../types.ts';
import { CATEGORY_CARDS } from './cards.ts';

export const helse: CategoryArticle = {
  ...CATEGORY_CARDS.helse,
  programme: 'Helse- og oppvekstfag',
  sections: [
    {
      heading: 'Utdanningsvei',
      paragraphs: [
        'Du starter med Vg1 helse- og oppvekstfag. Her lærer du om helsefremmende arbeid, kommunikasjon og samhandling og om hvordan helse- og oppvekstsektoren er bygd opp. Du får også prøve deg i praksis, for eksempel i barnehage, på sykehjem eller i hjemmetjenesten.',
        'På Vg2 velger du programområde. De største retningene finner du i listen nedenfor. I tillegg finnes det mindre tilbud som leder mot yrker som fotterapeut og ortopeditekniker, ofte bare på noen få skoler.',
        'Helsearbeiderfaget og barne- og ungdomsarbeiderfaget følger 2+2-modellen. Etter Vg2 går du ut i lære i to år, for eksempel på et sykehjem, i hjemmesykepleien, på et sykehus eller i en barnehage. Læretiden avsluttes med fagprøve, og du får fagbrev. Som helsefagarbeider søker du i tillegg om autorisasjon som helsepersonell når du har fått fagbrevet.',
        'Noen retninger har et tredje år på skolen i stedet for læretid. Apotektekniker og helsesekretær er eksempler på yrker der du tar Vg3 i skole og får yrkeskompetanse. Mange tar også påbygging til generell studiekompetanse, enten etter Vg2 eller etter fagbrevet. Med fagbrev kan du søke fagskole, for eksempel innen eldreomsorg, psykisk helsearbeid og rusarbeid eller oppvekst.',
      ],
      bullets: [
        'Vg2 helsearbeiderfag',
        'Vg2 barne- og ungdomsarbeiderfag',
        'Vg2 ambulansefag',
        'Vg2 helseservicefag',
      ],
    },
    {
      heading: 'Karrieremuligheter',
      paragraphs: [
        'Som helsefagarbeider kan du jobbe på sykehjem, i hjemmetjenesten, på sykehus, i psykisk helsevern, i rusomsorgen eller i bofellesskap for mennesker med funksjonsnedsettelser. Du gir pleie og omsorg, observerer helsetilstanden og samarbeider tett med sykepleiere og andre yrkesgrupper.',
        'Som barne- og ungdomsarbeider kan du jobbe i barnehage, skolefritidsordning, skole, fritidsklubb eller i tiltak for barn og unge som trenger ekstra oppfølging. Du legger til rette for lek, læring og trygghet.',
        'Andre yrker i programmet gir deg arbeid i ambulansetjenesten, på apotek, på legekontor, hos tannlegen eller på sykehus. Mange bruker fagbrevet som et steg videre, og erfaringen fra praksis er et godt utgangspunkt hvis du senere vil studere til for eksempel sykepleier, vernepleier eller barnehagelærer.',
      ],
    },
    {
      heading: 'Arbeidsmarkedet',
      paragraphs: [
        'Helse- og omsorgssektoren er en av de største arbeidsplassene i Norge, og kommunene har ansvaret for en stor del av tjenestene. Det er stort behov for helsefagarbeidere, og mange kommuner melder om at det er vanskelig å rekruttere nok fagfolk. Helsefagarbeidere trengs både i byer og i distriktene, så du kan ofte få jobb der du ønsker å bo.',
        'Mange stillinger i helse er deltidsstillinger, og arbeidet foregår ofte i turnus med kvelds-, natt- og helgevakter. Flere arbeidsgivere jobber for å tilby flere hele stillinger, og med fagbrev står du sterkere når faste og større stillinger lyses ut.',
        'I oppvekstsektoren er det også behov for fagfolk, særlig i barnehager og skolefritidsordninger. Med fagbrev som barne- og ungdomsarbeider blir du ofte foretrukket framfor søkere uten fagutdanning.',
      ],
    },
    {
      heading: 'Framtidsutsikter',
      paragraphs: [
        'Befolkningen blir eldre, og flere vil trenge hjelp og omsorg i årene som kommer. Behovet for helsefagarbeidere vil derfor etter alt å dømme øke.',
        'Teknologi endrer også hverdagen. Velferdsteknologi som digitale medisindispensere, sensorer og skjermbesøk blir vanligere. Fagarbeidere som kan bruke slik teknologi og hjelpe brukerne med den, blir viktige.',
        'Flere oppgaver flyttes fra sykehusene til kommunene, og flere får helsehjelp i eget hjem. Det gir behov for fagarbeidere som kan jobbe selvstendig, legge merke til endringer i helsetilstanden og samarbeide med pårørende og andre yrkesgrupper.',
        'Oppvekstsektoren vil også trenge fagfolk. Det er stor oppmerksomhet rundt tidlig innsats, inkludering og psykisk helse blant barn og unge, og barne- og ungdomsarbeidere har en viktig rolle i dette arbeidet.',
      ],
    },
    {
      heading: 'Oppsummering',
      paragraphs: [
        'Helse- og oppvekstfag passer for deg som er omsorgsfull, liker å samarbeide og vil gjøre en forskjell for andre mennesker. De største fagene følger 2+2-modellen og ender med fagbrev, mens noen retninger gir yrkeskompetanse etter Vg3 på skolen.',
        'Behovet for fagfolk er stort og ventes å vokse. På Yrkesbro kan du finne kommuner, sykehus, barnehager og andre virksomheter som søker lærlinger og fagarbeidere.',
      ],
    },
  ],
  professions: [
    {
      name: 'Helsefagarbeider',
      searchTerm: 'helsefagarbeider',
      description:
        'Gir pleie, omsorg og praktisk hjelp til mennesker som er syke, eldre eller har funksjonsnedsettelser.',
    },
    {
      name: 'Barne- og ungdomsarbeider',
      searchTerm: 'ungdomsarbeider',
      description:
        'Legger til rette for lek, læring og trygghet for barn og unge i barnehage, skole, skolefritidsordning og fritidstilbud.',
    },
    {
      name: 'Ambulansearbeider',
      searchTerm: 'ambulansearbeider',
      description:
        'Gir akutt medisinsk hjelp til syke og skadde og transporterer dem trygt til behandling.',
    },
    {
      name: 'Apotektekniker',
      searchTerm: 'apotektekniker',
      description:
        'Ekspederer legemidler, gir kundene råd om bruk av medisiner og andre produkter og har ansvar for varer i apotek.',
    },
    {
      name: 'Helsesekretær',
      searchTerm: 'helsesekretær',
      description:
        'Tar imot pasienter, tar prøver og har ansvar for kontoroppgaver på legekontor, sykehus og andre helseinstitusjoner.',
    },
    {
      name: 'Tannhelsesekretær',
      searchTerm: 'tannhelsesekretær',
      description:
        'Assisterer tannlege og tannpleier under behandling og tar seg av pasientmottak, smittevern og utstyr.',
    },
    {
      name: 'Portør',
      searchTerm: 'portør',
      description:
        'Frakter pasienter, prøver og utstyr mellom avdelinger på sykehus, slik at hverdagen går smidig.',
    },
    {
      name: 'Fotterapeut',
      searchTerm: 'fotterapeut',
      description:
        'Undersøker og behandler plager i føtter og negler og gir råd om fothelse og fottøy.',
    },
    {
      name: 'Ortopeditekniker',
      searchTerm: 'ortopeditekniker',
      description:
        'Lager og tilpasser ortoser, proteser og andre hjelpemidler som støtter eller erstatter kroppsdeler.',
    },
  ],
};
