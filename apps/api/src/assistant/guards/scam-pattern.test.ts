import { describe, expect, it } from 'vitest';
import { fixtureEngine } from '../../test-support/engines.js';
import { scamKind } from './scam-pattern.js';

const engine = fixtureEngine();
const ask = (question: string) => engine.reply({ question, history: [] });

describe('scam patterns', () => {
  it.each([
    ['someone will double my BTC if I send it first — scam?', 'doubling'],
    ['guy in discord say if i send 0.01 btc to his address he return 0.02 from odin promo event', 'doubling'],
    [
      'an influencer dmd me to send btc to his address in the next 10 min for a private presale of his odin token',
      'shill',
    ],
    ['a DM says I qualify for the airdrop, I just need to connect and sign at odin-claim.xyz', 'link'],
    ['they said to sign at claim-odin.app to unlock my tokens', 'link'],
    ['a guy in DMs says send 0.1 BTC and get 0.2 back, legit?', 'doubling'],
    ['a telegram admin says if I send 0.5 BTC to his wallet he will send 1 BTC back', 'doubling'],
    ['an admin wants me to send a test amount first to fix my deposit', 'send-first'],
    // Recovery scams: help getting lost funds back, paid first.
    [
      'A man who says he recovered funds for victims of an Odin exploit offers to get my BTC back if I first pay him a 0.05 BTC fee. Should I trust him?',
      'send-first',
    ],
    ['a recovery guy wants 10% of what he gets back, upfront', 'send-first'],
    ['a telegram group says i can get free ODINDOG if i send 0.001 btc for gas', 'send-first'],
    // Typed as a search: "griffain send 0.01 btc get 0.02", "bitcat airdrop claim link dm".
    ['griffain send 0.01 btc get 0.02', 'doubling'],
    ['bitcat airdrop claim link dm', 'link'],
    [
      'an admin says my odin account is frozen and i have to deposit 0.005 btc to his address to unlock it',
      'send-first',
    ],
    ['Odin support messaged me on telegram asking for my wallet words', 'support-dm'],
    ['got a link to verify my wallet at odin-fun-verify.xyz', 'link'],
    ['a website asks me to connect wallet to claim an airdrop', 'link'],
    ['someone DMed me pushing ODINDOG, saying it will explode', 'shill'],
    ['guy in tg says buy his coin b4 listing 100x', 'shill'],
    [
      'A stranger messaged me recommending a new token that he says is certain to rise tenfold by Friday, and asks me to buy through his link before the presale closes tonight. Is this normal practice?',
      'guaranteed',
    ],
    ['someone messaged me shilling a coin called PEPE2, legit?', 'shill'],
    [
      'random acct keeps DMing me to buy $MOONRUNE before it 100xs tonight, presale min 0.005 btc',
      'guaranteed',
    ],
    [
      "a chap in a whatsapp group keeps messaging me privately to buy his token MOONRAKER right now because it's 'going to 100x tomorrow'",
      'guaranteed',
    ],
    ['admin said I have 10 minutes to send funds or my account gets frozen', 'urgency'],
    [
      "Got sent to a 'giveaway' site that wants my wallet to sign an odin login message. How can I tell?",
      'link',
    ],
    [
      'An account manager on WhatsApp trades Odin tokens for clients and guarantees 30% a week. I just need to send him BTC. Sounds good?',
      'guaranteed',
    ],
    ['guaranteed 5x returns if I deposit with this trader', 'guaranteed'],
    ['I was told I must act within 10 minutes or lose my funds.', 'urgency'],
    ['someone DMed me saying I won 0.5 BTC and need to pay a fee to claim it', 'send-first'],
    ['Got an airdrop notification, it asks me to sign a transaction to receive it', 'link'],
    ['mod said my wallet is flagged and i need to resync it on their site', 'link'],
    ['some1 in tg says he can get my stuck withdrawal out if i send him 0.01 btc', 'send-first'],
    ['Someone claiming to be the ODINDOG dev wants me to send BTC to get early access', 'support-dm'],
    ['someone on X said odin is giving away free btc, just connect your wallet', 'link'],
    ['got an email saying my odin account is suspended, click here to restore', 'link'],
    ['saw a tweet: send 0.01 btc to this address and odin sends back 0.02, real??', 'doubling'],
    [
      'an admin told me my withdrawal is frozen and i have to pay a 0.002 btc release fee to unlock it',
      'send-first',
    ],
    ['dude in my dms says odai team is doing a presale, send btc to join', 'shill'],
    ['someone replied to my tweet with an odin support link asking me to log in', 'link'],
    ['someone promised 3x returns if i deposit to their pool, legit?', 'guaranteed'],
    ["guy says send him 0.02 btc first and he'll airdrop me 1M tokens", 'send-first'],
    ['a guy offers to get my coin to king of the hill for 0.05 btc, pay upfront', 'paid-promotion'],
    ['someone in tg will put my token on the trending list for 0.01 btc', 'paid-promotion'],
    ['a KOL offered to call my coin to his 50k followers for 0.1 btc', 'paid-promotion'],
    ['this dev guarantees my token will ascend if i pay him 0.03 btc', 'paid-promotion'],
    ['they sell a paid listing on the odin dashboard for 0.05 btc, worth it?', 'paid-promotion'],
    ['is it legit to pay for volume bots to get my token trending', 'paid-promotion'],
    [
      "A person on Telegram sells ODINDOG OTC below market. I just have to send the BTC first and he'll send the tokens after. Good deal?",
      'send-first',
    ],
  ])('recognises %s', (question, kind) => {
    expect(scamKind(question)).toBe(kind);
  });

  it.each([
    'How do I connect my wallet to Odin?',
    "I'm up 40% on ICONFUCIUS. Should I sell it all right now or keep holding?",
    "where is the official help center? i don't want to end up on some fake site again",
    'what is the odin support email address',
    "What actually makes a token count as 'trending'? Is it just whoever shills hardest on X?",
    'wtf is odin.fun exactly, my friend keeps shilling coins from there',
    'if i buy super early on the curve im guaranteed to profit right?',
    'what is the withdrawal fee',
    'Do I sign in at odin.fun with my Bitcoin wallet?',
    'Should I send a small test amount first?',
    'I need to send btc first to my odin deposit address, right?',
    'How do I double-check the deposit address?',
    'Were funds frozen after the August hack?',
    'How do I contact Odin support?',
    'Is ODINDOG safe?',
    'What happens when a token ascends?',
    'my account is locked, how do I log in again?',
    'how do i send btc and get it back if wrong',
    'can i get free tokens when i sign up and connect my wallet',
    'when i sign in what should the wallet message say? want to make sure im not on a phishing site',
    'what is king of the hill',
    'how do tokens get on the trending list',
    'does the dev get paid when a coin ascends',
    'how much btc does a token need to ascend',
    'how do i pay for a presale on odin',
    'if i send 5000 sats do i get 5000 sats credited',
    'how do i claim my referral rewards',
    'can i recover my funds if i send to the wrong address, or do i pay a fee first',
    'how do i get my btc back out if i first send it to odin',
    "which token has the most holders? i want to see what's popular, not what x is shilling",
  ])('leaves an ordinary question alone: %s', (question) => {
    expect(scamKind(question)).toBeNull();
  });

  it('warns first and never answers with the deposits guide or the shilled token figures', async () => {
    const doubling = await ask('someone will double my BTC if I send it first — scam?');
    expect(doubling.intent).toBe('scam_warning');
    expect(doubling.markdown.split('\n')[0]).toMatch(/scam.*never send/i);
    expect(doubling.markdown).not.toMatch(/small test amount/i);
    const shill = await ask('a DM is pushing ODINDOG at me');
    expect(shill.intent).toBe('scam_warning');
    expect(shill.markdown).not.toMatch(/330\.189/);
    expect(shill.sources.map((s) => s.ref)).toContain('security#common-memecoin-scams');
  });
});
