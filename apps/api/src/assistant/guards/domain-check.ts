import { guideSources } from '../knowledge-base/guide-source.js';
import type { Guardrail } from './guardrail.js';

// "They sent a link to odin-fun-claim.xyz, is that the real site?", "is odin.fun the official
// site?": a domain, asked whether it is Odin's. The guides say which domain is (odin.fun, with its
// help centre on help.odin.fun) and that every look-alike is a fake; retrieval alone answered the
// first with the official links (never saying no) and declined "is odin-fun-claim.xyz real?".
const DOMAIN =
  /\b(?:https?:\/\/)?((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:fun|xyz|io|app|net|site|online|live|com|org|co|finance|pro|top|vip|claim|gift|info|me|cc|click|link|gg|to|ai|dev|exchange|org))\b/gi;
// Asked whether a look-alike is genuine, safe or a fake.
const ASKS_GENUINE =
  /\b(?:real|official|legit|legitimate|genuine|safe|fake|scam|phishing|trust(?:worthy)?|the right (?:one|site|link)|the correct (?:one|site|link)|odin'?s (?:site|website|domain))\b/i;
// Odin's own domain asked about as the site ("is odin.fun the real site"), not whether Odin is safe.
const ASKS_OFFICIAL_SITE =
  /\b(?:real|official|genuine|right|correct|actual|proper)\s+(?:odin\s+|help\s+|login\s+)?(?:one|site|website|domain|url|link|address|page)\b/i;

const isOdins = (host: string) => host === 'odin.fun' || host.endsWith('.odin.fun');

/** The domains a question names, lower case, without a leading "www.". */
function domainsIn(question: string): string[] {
  return [...question.matchAll(DOMAIN)].map((m) => (m[1] ?? '').toLowerCase().replace(/^www\./, ''));
}

// Only domains that borrow Odin's name: "is pump.fun legit" asks about another platform.
const lookAlikes = (hosts: string[]) => [
  ...new Set(hosts.filter((host) => !isOdins(host) && /odin/.test(host))),
];
const code = (hosts: string[]) => hosts.map((h) => `\`${h}\``).join(hosts.length === 2 ? ' and ' : ', ');

const OFFICIAL_SOURCES = ['about-odai#official-odin-links', 'security#phishing-and-fake-sites'];

export const domainCheck: Guardrail = {
  name: 'domain_check',
  // Runs on every message: the domains are read once, and most messages name none.
  matches(question) {
    const hosts = domainsIn(question);
    if (hosts.length === 0) return false;
    if (lookAlikes(hosts).length > 0) return ASKS_GENUINE.test(question);
    return hosts.some(isOdins) && ASKS_OFFICIAL_SITE.test(question);
  },
  reply(kb, question) {
    const hosts = domainsIn(question);
    const fakes = lookAlikes(hosts);
    if (fakes.length > 0) {
      // "odin-fun.io and odinfun.app and odin.fun, which one is the real site": the real one first.
      const lead = hosts.some(isOdins)
        ? `**odin.fun is the real one; ${code(fakes)} ${fakes.length === 1 ? 'is' : 'are'} not Odin's.**`
        : `**No: ${code(fakes)} ${fakes.length === 1 ? 'is' : 'are'} not Odin's site.**`;
      return {
        markdown: [
          `${lead} Odin's official website is https://odin.fun exactly (its help centre is help.odin.fun); any other domain, however close (extra words, dashes, another ending), is a fake, a phishing site.`,
          '',
          "Bookmark odin.fun, and don't connect your wallet or sign anything elsewhere: a fake site can get your wallet to sign an Odin login message and take over your session. If you already signed there, treat your Odin session as taken over and move your balance out from the real site (see *Security tips — If you clicked a scam link*).",
        ].join('\n'),
        sources: guideSources(kb, [...OFFICIAL_SOURCES, 'security#if-you-clicked-a-scam-link']),
      };
    }
    return {
      markdown: [
        "**Yes: odin.fun is Odin's official website**, and its help centre is help.odin.fun.",
        '',
        'Look-alike domains copy the page, so check that the address bar shows odin.fun exactly, and the domain inside any message you are asked to sign. Bookmark it and ignore links sent in DMs.',
      ].join('\n'),
      sources: guideSources(kb, OFFICIAL_SOURCES),
    };
  },
};
