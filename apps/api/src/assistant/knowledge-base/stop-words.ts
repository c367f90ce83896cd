/**
 * Words that carry no topic in a visitor's question. Dropped before indexing and searching so
 * that "what is the fee" ranks on "fee" alone, and so a question made only of these words falls
 * through to the no-match reply instead of matching at random. "Down" and "short" are not among
 * them: a price going down and shorting a token are topics ("short" as in "a short wait" is
 * dropped in question-words.ts).
 */
export const STOP_WORDS = new Set(
  `a about above again all am an and any are as at be been before being below between both
  but by can could did do does doing don during each few for from further had has have having
  he her here hers him his how i if in into is it its itself just me more most my no nor not now of
  off on once only or other our out over own same she should so some such than that the their them
  then there these they this those through to too under until up very was we were what when where
  which while who whom why will with would you your yours tell explain please much many get got
  give show know want need mean means does work works thing things
  mine yours ours theirs every because mention mentions mentioned whoever reply replies replied`.split(/\s+/),
);

/**
 * Light words: everyday verbs, adjectives and fillers that say how a question is asked, not what
 * it is about ("how long does it take", "what does DYOR stand for", "hey guys quick question").
 * They are stop words for retrieval, so an ordinary word the articles never use does not count as
 * an unknown topic, and the typo corrector never "fixes" them into a knowledge-base word.
 */
for (const w of `use used using gets getting go goes remember remembered recall
  going went come comes coming see look looking find found keep let lets say says said try called
  ask help long longer big bigger small smaller large good bad best
  better worse new old high higher low lower real really actually exactly basically possible able
  usually normally typically ever always often sometimes just still even also stand stands actual kind
  sort type way lot lots bit quick quickly question questions guys guy bro dude hey hi hello yo ok hola ola oi bonjour salut ciao merhaba halo hallo
  okay thanks thank anyone someone something anything everything nothing people person stuff etc
  right wrong sure definitely probably maybe like likely calculate calculated calculation compute
  computed computing determine determined figure worked working include includes
  including last next ago soon already anymore literally gonna wanna lol pls plz bought forever nobody anybody somebody
  everybody stuck allowed expected exceeded owns owned beginner beginners newbie newbies noob noobs
  newcomer newcomers simple simply terms words detail details detailed summary summarize example
  examples percentage percent amount reveal describe tldr eli5 basics basic general overall exact
  roughly approximately approx currently current today nowadays anyway somehow barely hardly scarcely though honest honestly friend
  friends mate fam ser sir fren wagmi ngmi
  myself yourself difference differences different differ diff one another directly several multiple
  hidden extra total whole entire normal weird dumb stupid crazy insane huge tiny trash legit sketchy
  minute minutes hour hours ago measure measured true false correct
  somewhere elsewhere anywhere everywhere else per without instead rather decide decided consider considered deemed involve
  involves involved involving afterwards afterward upfront
  deciding nah yeah yep yup nope lmao tbh ngl imo random randomly
  eat eats eating eaten
  special odd others proper quicker shortest spare typical altogether certain differently direct easy harder hardest lately fine believe thought tried wanted gave given hand handing helping bringing adds cause cover enter follows joined joining reach row succeed summer twelve types typing world morning night`.split(
  /\s+/,
)) {
  STOP_WORDS.add(w);
}

/**
 * Feelings, hedges and chat filler around a question ("feels rigged lol", "kinda freaking out",
 * "ngl", "asking for a friend"): how the visitor feels about a topic, never the topic. Without
 * them an answerable question counted "nervous" or "sanity" as a subject no guide covers.
 * Modifiers that pick one thing out of several ("the main canister id") carry no topic either, nor
 * do intensifiers ("completely new", which the speller had read as "complete", a word of ascension).
 * ("Call" is no filler: "can i call someone at odin" asks for a phone line; "called" is.)
 */
for (const w of `feel feels felt feeling feelings seem seems seemed seeming sounds sounded sus ugh omg wtf rofl haha
  hahaha hmm um uh wow whoa damn dang fr frfr lowkey highkey kinda sorta genuinely seriously super
  totally curious confused confusing nervous worried worry worrying scared afraid terrified anxious
  annoyed annoying frustrated frustrating excited happy sad upset mad angry freaking freak panicking
  stressed sanity purpose asap urgent urgently folks everyone yall silly sorry apologies hopefully
  btw fyi wondering wonder screwed doomed strange idk dunno bruh pretty cool nice awesome terrible
  horrible ridiculous obviously clearly apparently supposedly suppose guess assume reckon reckons reckoned hear heard told
  rumor rumour main primary usual specific particular straight straightaway whenever wherever related relate relation
  relationship connected connection compared comparing comparison versus vs smth sth smthn
  somethin whatnot whatever frowned frown upon pardon ignorance vibe vibes smooth brain fat fingered
  finger cooked boomer degen broke sheesh deadass
  completely absolutely entirely extremely incredibly truly utterly fairly quite perfectly certainly
  kindly overwhelmed overwhelming overwhelm patient patience idea clue yesterday jargon role roles
  affect affects affected tomorrow tonight saw seen
  option options choice choices alternative alternatives method methods`.split(/\s+/)) {
  STOP_WORDS.add(w);
}

/**
 * Words that ask for an explanation or name the kind of thing asked about, never the thing itself:
 * "how do i understand slippage", "market cap explained pls", "what is the referral program", "the
 * withdrawal process". Beside a topic of ours they are how the question is put; alone they name
 * nothing ("bug bounty program" is still about a bug bounty, which no guide covers).
 */
for (const w of `understand understanding understood explained explaining explanation meaning
  overview info information program programme programs process processes
  mechanism mechanisms mechanic mechanics concept concepts feature features thingy thingies`.split(/\s+/)) {
  STOP_WORDS.add(w);
}
