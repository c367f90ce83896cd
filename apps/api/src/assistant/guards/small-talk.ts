import { guideSources } from '../knowledge-base/guide-source.js';
import type { KnowledgeBase } from '../knowledge-base/knowledge-base.js';
import { OTHER_LANGUAGES } from '../knowledge-base/other-languages.js';
import { shorthandOf } from '../knowledge-base/question-words.js';
import type { Reply } from '../reply.js';
import type { Guardrail } from './guardrail.js';
import { arrivesFrom, isIntroduction } from './introduction.js';

// Conversation that is not a question about Odin: greetings, "anyone there?", thanks, goodbyes,
// "what can you do", "who made you", "what model are you", frustration, "lol ok". A message is
// conversation when it is one of these whole (after punctuation and emoji are dropped), or when
// every clause of it is ("hello?? anyone there", "are u official odin support or who made you",
// "ok that's all for now, thanks!"); so "thanks, and what are the fees?" or "hi, what are the
// fees?" still reach the knowledge base.
type Kind =
  | 'greeting'
  | 'presence'
  | 'newcomer'
  | 'arrival'
  | 'thanks'
  | 'goodbye'
  | 'abilities'
  | 'limits'
  | 'identity'
  | 'model'
  | 'confused'
  | 'language'
  | 'languages'
  | 'feedback'
  | 'ack'
  | 'mixup'
  | 'apology'
  | 'cheer'
  | 'venting'
  | 'memory'
  | 'nature'
  | 'favourite'
  | 'joke'
  | 'praise';

// What the reply answers when a message holds several kinds ("hi, who made you?" → identity):
// the most specific first.
const PRIORITY: Kind[] = [
  'feedback',
  'confused',
  'language',
  'languages',
  'identity',
  'model',
  'memory',
  'nature',
  'favourite',
  'joke',
  'limits',
  'abilities',
  'newcomer',
  'arrival',
  'presence',
  'goodbye',
  'thanks',
  'praise',
  'greeting',
  'cheer',
  'mixup',
  'apology',
  'ack',
];

// Who or what is addressed: "hi there", "gm ser", "hey odai".
const ADDRESSEE =
  '((?:my )?(?:there|ser|sir|fren|frens|all|everyone|everybody|guys|odai|bot|mate|friend|friends|fam|bro|team|yall|buddy|pal|dear|guy|oga|boss|amigo|amiga|amigos|hermano|irmao|mano|ami|amico|freund))';
// A language the visitor may ask about: "do you speak spanish", "can i ask in my own language".
const LANGUAGE = `(english|spanish|portuguese|french|german|italian|turkish|russian|chinese|mandarin|japanese|korean|hindi|arabic|indonesian|vietnamese|tagalog|thai|polish|dutch|other languages?|any other languages?|another language|my (own )?language)`;
const GREETING_WORD =
  '(gm|gmgm|hi+|hai|hey+|heya|hello+|helo+|hallo|yo+|sup|wassup|whats up|hiya|howdy|hola|how far|what( i)?s (good|poppin|crackin)|good (morning|afternoon|evening|day)|morning|evening)';

// Somebody or ODAI, and where they might be: "anyone there", "u still around", "is anybody home".
const SOMEONE = '((any|some|every) ?(one|body)|you|ya|odai|the bot)';
const IS_THERE = '(there|here|around|online|awake|alive|home|listening|available|on|working)';

// "who made you", "are you a real person or a bot", "are you from the odin team". Whether ODAI is
// official ("is this odin support?") is the about_assistant capability's: it says so with sources.
const ODIN = '(the )?(odin( fun)?|toniq( labs)?)';
const STAFF =
  '(support|customer (support|service|care)|help ?desk|team|staff|admin|mod|moderator|employee|dev|devs|developers?|official|bot|assistant|ai)';
const THIS = '(you|this|odai|this (bot|site|website|app|chat|assistant|thing|page|tool))';
const IDENTITY = [
  `who (made|built|created|runs|owns|developed|trained|programmed|coded|designed|is behind|operates|maintains) ${THIS}`,
  `whos (behind|running|responsible for) ${THIS}`,
  `(who|what) are you`,
  // "Am I corresponding with a human being or with an automated system?"
  `(am i|are we) (talking|speaking|chatting|corresponding|communicating|writing) (to|with) (a |an )?(human( being)?|real (person|human)|person|bot|ai|robot|machine|computer|automated system)( or (with )?(a |an )?(human( being)?|real (person|human)|person|bot|ai|robot|machine|computer|automated system))?`,
  `what is your name|whats your name|what (do|should) i call you`,
  `(are )?you (a bot|an ai|an? assistant|a human|human|real|a real (person|human)|a person|a robot|a machine|automated)( or (a |an )?(human|bot|ai|real person|person|real|robot|machine|not|(one of (these|those|them) )?(computer )?programs?|computer|software))?`,
  // "you are robot from odin company?": the same asked in a learner's word order.
  `you are (a |an )?(robot|bot|ai|human|real person|person|machine)( (from|of|made by|working for) ${ODIN}( (company|team|site))?)?`,
  `(are you|is ${THIS}) (from|part of|with|run by|made by|built by|owned by|affiliated with|associated with|connected (to|with)|related to|endorsed by|working for|working with) ${ODIN}( ${STAFF})?`,
].join('|');

// "what model are you", "are you chatgpt", "is this gpt 4".
const MODEL = [
  `(what|which) (ai |llm |language |gpt )?model (are you|is this|is it|do you (use|run on)|powers you|are you (using|running|based on|built on|running on))`,
  `what (ai|llm) (are you|is this|do you use)`,
  `(are you|is this|is it) (just )?(chatgpt|chat gpt|gpt( \\w+)?|claude|gemini|grok|llama|deepseek|an llm|a language model|a large language model|openai|(powered by|using|based on) (chatgpt|gpt|openai|claude|an llm|ai))`,
  `what (are you|is this) (built|based|running|powered) (on|by|with)`,
].join('|');

// "You having a good day?": asked how ODAI is, in other words.
const HAVING_A_GOOD_DAY = '(you|u) having a (good|nice|great|decent|fun) (day|one|time|night|evening)';
// "how are you", "how's it going", "how's your day", "how you doing", "hru" (apostrophes are dropped).
const HOW_ARE_YOU = `((do )?(you|u) (ever )?(get )?(bored|tired|lonely|sleep|rest)( of| answering| doing| talking)?( [a-z ]{0,40})?( all day)?|(do )?(you|u) (like|enjoy|love) (your job|this job|what you do|answering [a-z ]{0,30}|doing this)|how are (you|things)( doing)?|how are you|(whats|what is) (up|good|new)|wassup|sup|(are )?${HAVING_A_GOOD_DAY}|hru|how (you|ya) doing|how(s| is) it going|how(s| is) (your day|everything|things|life)( going)?|(i )?hope (youre|you are|ur|all is|everything is|it is|its) (well|good|ok|okay|fine|going well|doing well))`;

const KINDS: { kind: Kind; re: RegExp }[] = [
  {
    kind: 'greeting',
    re: new RegExp(
      `^${GREETING_WORD}( ${ADDRESSEE})?( from [a-z]+( [a-z]+)?)?( ${HOW_ARE_YOU}( today| tonight)?)?( (im|i am) new( here| to (this|odin|odai|crypto))?)?$|^${HOW_ARE_YOU}( today| tonight)?$|^(im|i am) back$|^(im|i am) (just )?(looking|browsing|checking things out|checking it out)( around)?$`,
    ),
  },
  {
    // "anyone there", "you there", "is this thing on", "testing 123", "can anyone hear me".
    kind: 'presence',
    re: new RegExp(
      `^((is|are) )?${SOMEONE}( still)? ${IS_THERE}$|^(any|some) ?(one|body)$|^(is )?(this|it) (thing )?(still )?(on|working|alive)$|^(does|is) (this|it) (thing )?(work|working)$|^(can|does) (any ?(one|body)|you) (hear|see|read) me$|^(test|testing)( (test|testing|\\d+))*$|^ping$|^hello+ hello+$|^(are )?(you|ya)( still)? up$`,
    ),
  },
  {
    kind: 'thanks',
    // A short message that thanks or praises and asks nothing ("thank you so much, that helped");
    // Thanks in the visitor's own language too ("obrigado, ajudou muito", "gracias!").
    // "tx" thanks only at the end ("ok tx", "tx a lot"): "tx 24h", "tx finality", "and 24h tx?" ask about transactions.
    re: /^(?!.*\b(what|whats|wat|wats|how|hows|who|whos|why|where|wheres|when|which|can|could|is|are|do|does|did|should|will|would|has|have)\b)(?=.*\b(thanks|thank (you|u)|thx|thnx|thanx|(?<!\b(?:24 ?h|\d+|and|the|of|many|daily|total|any|its|his|her|their|my)\s)tx(?=(?: (?:so much|a lot|again|man|mate|bro|fren|ser|dude))?[!. ]*$)|ty|ta|tysm|tyvm|cheers|appreciate (it|that|you)|much appreciated|you rock|good bot|great job|nice one|legend|life ?saver|owe (you|u) (one|a (coffee|beer|drink|pint))|you('| a)?re (awesome|great|amazing|the best|helpful|a legend)|love (it|you|this)|perfect|that helped|obrigad[oa]|gracias|danke|merci|grazie|tesekkurler|terima kasih|makasih|spasibo|arigato)\b)(\S+ ?){1,9}$/,
  },
  {
    // Goodbyes, and closings that mean the same: "that's all", "im done", "nothing else".
    kind: 'goodbye',
    re: /^(bye+|bye bye|goodbye|see (ya|you)|cya|later|laters|gn|gn gn|good night|night|nite|ttyl|peace( out)?|take care|catch (you|ya) later|im out|signing off|have a (good|nice|great) (one|day|night|evening|weekend)|(thats|that is|that will be|thatll be) (all|it|everything)( i (need|needed|wanted)( to know)?)?|(im|i am) (done|all set|all good|good)|(im|i am) good (now|for now|thanks)|nothing else|no more questions|all done|done for (now|today))( (for )?(later|soon|tomorrow|around|then|now|today|me))*( (ser|sir|fren|frens|all|everyone|guys|odai|bot|mate|friend|friends|fam))?$/,
  },
  {
    // "aight im off to launch my coin, bye": a goodbye after saying where one is going.
    kind: 'goodbye',
    re: /^((ok|okay|aight|alright|right|cool|k) )?(im|i am) (off|out|going|heading|leaving)\b[^?]{0,40} (bye+|cya|see (ya|you)|later|ttyl|gn)$/,
  },
  {
    kind: 'abilities',
    // Statement word order too: "what u can do", "what you can help with".
    re: /^(what (else |exactly |actually |all )?(can|do) (you|u) (actually |really |even )?(do|help( me)?( with)?|know)( for me)?( (besides|other than|apart from|except|beyond|aside from) (the )?[a-z0-9]+( [a-z0-9]+)?( (stuff|things|questions))?)?|what (kinds?|sorts?|types?) of (stuff|things|questions|topics|help) (can|do|could) (you|u) (actually |really |even )?(do|help( me)?( with)?|answer|know( about)?|cover)( for me)?|(can|could|would) (you|u) help( me)?( out)?( please)?|what (things |stuff |topics |kind of things |sort of things )?(you|u) (can|could) (actually |really )?(do|help( me)?( with)?|answer)( for me)?|what (you|u) (do|doing here|for)|what ((kinds?|sorts?|types?) of )?(questions |things |stuff |topics )?(can|should|could|do|would) i ask( you)?( about)?|what (should|can) i ask( you)? about|how can (you|u) help( me| us| (a|an|my|our|the) [a-z]+( [a-z]+)?)?|what (else |exactly )?(can|could|do) (you|u) help (us|(a|an|my|our|the) [a-z]+( [a-z]+)?) with|what are (you|u) (able to do|for|good at)|what are your (capabilities|features|skills|abilities)|help|help me|help please|i need help|need help|what do you know( about)?|what topics (can you|do you) (cover|answer)|what(s| is) your (purpose|job|function)|how do (you|u) work|(any |give me (some )?)(ideas|suggestions|examples)( (of|for) what to ask)?|what (do|can) people ask( you)?|menu|commands)$/,
  },
  {
    // What ODAI cannot do: "what can't you do", "what are your limits", "what don't you know".
    kind: 'limits',
    re: /^(what (can ?not|cant|can't|cannot|can you not|cant you|can't you|dont you|don't you|do you not|wont you|won't you) (do|help( me)?( with)?|know|answer)|what are (your|ur) (limits|limitations|weaknesses|blind spots)|(what are you|what r u|what are u) (not able to do|bad at|not allowed to do)|(any|what) (limits|limitations))( (for me|exactly|then))?$/,
  },
  {
    kind: 'identity',
    re: new RegExp(`^(${IDENTITY})$`),
  },
  {
    // "Do you remember me?", "will you remember this chat", "can you learn": no memory between visits.
    kind: 'memory',
    re: /^((do|will|can|would) (you|u) (still )?(remember|recall|know) (me|this( chat| conversation)?|our (chat|conversation)|what i (said|asked))( later| tomorrow| next time)?|(do|can|will) (you|u) learn( from (me|this|us|chats?|conversations?))?|(do|will) (you|u) (save|keep|store) (this|our|my) (chat|conversation|messages?)|is this chat (saved|stored|private))$/,
  },
  {
    // "Do you have feelings?", "are you alive": what ODAI is, asked of its nature.
    kind: 'nature',
    re: /^((do|can) (you|u) (have|feel) (feelings|emotions|a heart|a soul)|are (you|u) (alive|sentient|conscious|self aware|real|a real person|human|a human|a person)|do (you|u) (sleep|eat|dream|get tired))$/,
  },
  {
    // "What's your favourite token?": ODAI picks none.
    kind: 'favourite',
    re: /^(what(s| is) (your|ur) (fav|fave|favorite|favourite) (token|coin|memecoin|ticker|project)|(do|which) (you|u) (have a )?(fav|fave|favorite|favourite)( token| coin)?|(which|what) (token|coin) do (you|u) like( (best|most))?)$/,
  },
  {
    kind: 'model',
    re: new RegExp(`^(${MODEL})$`),
  },
  {
    // "That doesn't make sense", "can you explain that more simply", "huh?", "my english is not good".
    kind: 'confused',
    re: /^((sorry|hmm|um|ok|but|bruh|dude|lol|man) )?(that|this|it) ((does not|doesnt|dont|do not) make (any )?sense|makes no sense)( to me)?$|^(sorry )?i (still )?(do not|dont) (understand|get it|get that|follow)( (that|this|it|you))?$|^(can|could) (you|u) (explain|say) (that|this|it)( again)?( more)? (simply|simpler|in simpler words|in simple words|more simply)( please)?$|^(that is|thats|this is|its|it is) (too )?(confusing|complicated|too much)$|^(you )?lost me$|^what do (you|u) mean( by that)?$|^(huh+|eh|wdym|what|come again|say what|say again|(im|i am) (still )?(so |really |totally |a bit |kinda |very )?(confused|lost)( about (everything|all this|all of this|this|it|that|odin))?|(still )?confused)$/,
  },
  {
    // "Sorry my english is not so good, I hope you understand me": the visitor's English, not a topic.
    kind: 'language',
    re: /^(sorry )?(my|mine) english (is )?(not|bad|not good|not great|not very good|not so good|not the best|is bad|is poor|poor|weak)( good| great| very good| so good)?$|^(sorry|apologies) (for|about) my (bad |poor |broken )?english$|^(i )?hope (you|u) (can )?understand( me)?$|^english is not my (first|native|main) language$/,
  },
  {
    // "hola amigo, u speak english only or?", "can i ask in french": which language the chat is in.
    kind: 'languages',
    re: new RegExp(
      `^((do|can|could) (you|u) (speak|understand|read|talk|answer|reply|write|chat)( in)? ${LANGUAGE}( only| too| as well)?( or( not)?)?|(you|u) (speak|understand|talk|answer|reply)( in)? ${LANGUAGE}( only| too)?( or( not)?)?|(is it|is this|only) english( only)?( or( not)?)?|what languages? (do|can) (you|u) (speak|understand|answer in|reply in|use)|(can|may|could) i (ask|write|talk|chat|type)( to you| you)? in ${LANGUAGE})$`,
    ),
  },
  {
    // The visitor disputes an answer or says it missed: "you're wrong", "that didn't help", "useless".
    kind: 'feedback',
    re: /^((no|nope|nah|hmm|um|ugh|bruh|man|dude|but|well|sorry but) )*((you are|youre|you were|that is|thats|this is|its|it is|that was|this was|it was|(your|the|that) answer (is|was)) (so |totally |completely |just |really |still |kinda |kind of |pretty |not )?(wrong|not right|incorrect|not correct|not true|false|useless|unhelpful|not helpful|no help|not useful|irrelevant|off topic|nonsense|rubbish|garbage|trash|bad|terrible|dumb|stupid|not it|not what i (asked|meant|wanted|was asking|was asking for|was looking for))( again| lol| mate| bro)?|(that|this|it|you) (did not|didnt|does not|doesnt|do not|dont|wasnt|was not|is not|isnt|are not|arent)( really| even)? (help|helpful|help me|help at all|answer (my|the) question|answer it|answer that|useful|what i (asked|meant|wanted|was asking))( at all)?|(wrong|bad|useless|terrible|weird|irrelevant|random|stupid|dumb|unhelpful|not helpful) (answer|reply|response|bot|info)|(not|no) (helpful|useful|help|what i (asked|meant|wanted))( at all)?|useless|unhelpful|nonsense|(you|this bot|this) sucks?|(that|it) (did not|didnt) work|try again|answer (my|the) question)$/,
  },
  {
    // Praise that thanks without the word: "that cleared things up", "you explained it better than
    // the website did", "very helpful", "i appreciate the help".
    kind: 'thanks',
    re: /^((that|this|it|you|that answer|your answer) (actually |really |totally |finally |honestly |so )?(cleared (things|it|that|everything|a lot) up|clears (things|it) up|helped|helps|made (it|things|that) (clear|clearer|easy|easier)|makes (it|things) (clear|clearer)|explained (it|that|this|things) (well|better|clearly|perfectly|nicely|so well|really well))( (a lot|so much|a ton|loads))?( for me)?( (better )?than [a-z ]{1,30})?|(you explained it|you explain things|you put it) (well|better|clearly|perfectly|nicely|so well|really well)( than [a-z ]{1,30})?|(very|super|really|so|extremely) (helpful|useful|clear)|(that was|that is|thats|this is|this was|you are|youre) (very |super |really |so |extremely )?(helpful|useful|clear|great|awesome|amazing)|(i )?(really )?appreciate (it|that|this|you|the help|your help|the answer|all (the|your) help)( (a lot|so much))?|(thanks|thank you) (so much|a lot|a ton|again|for (the|your) help|for explaining|for that|for everything))$/,
  },
  {
    // Praise for the assistant itself: "you're kinda smart for a robot", "ur actually pretty helpful",
    // "you're faster than the mods in the discord", "lol ok, you are funny bot".
    kind: 'thanks',
    re: /^(you|u|ur|your|youre|you are|you re|you r)( (sound|seem|look|feel)s?)?(( (actually|really|pretty|kinda|kind of|so|quite|very|surprisingly|honestly|way|super|not half))* (smart|clever|helpful|good|great|awesome|nice|cool|useful|brilliant|decent|fast|quick|legit|funny|hilarious|witty|sweet|fun)( (at this|for (a|an) (robot|bot|ai|chatbot|chat bot|machine|computer)))?( (bot|robot|ai|lol|lmao|haha|tho|ngl))*|( (actually|really|pretty|kinda|way|so|much|a lot|a bit))* (faster|better|quicker|smarter|nicer|more helpful|more useful|clearer|more human|less robotic|less like a (bot|robot)) than( [a-z']+){1,6})$/,
  },
  {
    // A complaint about the answers themselves: "you keep giving me the same paragraph", "i asked a
    // simple question and got a wall of text", "this bot is useless", "thats not what i asked".
    kind: 'feedback',
    re: /^((you|it) (keep|keeps) (giving|saying|repeating|telling|sending|showing|pasting)( me)? (the same|that|this)\b.*|(i )?asked ((you|u) )?(a|one|my|an|the|for) (simple |easy |basic |clear |specific |direct |different )?(question|thing)\b.*|(this|the|that) (bot|assistant|chat|thing|ai|tool|answer|reply) (is|was) (so |totally |completely |pretty |kinda |really |just )?(useless|bad|terrible|dumb|stupid|wrong|broken|annoying|not helpful|unhelpful|confusing|too long|garbage|trash)|(thats|that is|it is|its|this is|that was) not (really |even |quite |at all )?what i (asked|meant|wanted|was asking|asked for|was asking about|was looking for)|(i )?asked (a|one|my|an|the) (simple |easy |basic |clear |specific |direct )?question|(and )?(got|get|getting|you gave me|gave me) (a |another |this |such a |an )?(wall of text|essay|novel|huge answer|long answer|whole article|random answer|wrong answer)( back)?|(too long|way too long|too much text|wall of text|(a |such a |another )?wall of text)|(you|it) (did not|didnt|does not|doesnt) (even )?(read|understand|get) (my|the) question|(your|the|these) (answers|replies|responses) (are|feel|seem|sound) (a bit |too |kinda |so |very |really |pretty )?(long|robotic|wordy|complicated|technical|generic)( and (long|robotic|wordy|complicated|technical|generic))?|(can|could|would) (you|u) (please |just )?(keep|make) (it|them|the answers?|your answers?|things) (a bit |much )?(shorter|short|simpler|simple|brief|briefer|less robotic|more human)( (from now on|please|next time))*|(i )?(asked|tried) (\w+ )?(times|twice)\b.*|(too |so |very |kinda )?(robotic|wordy|long winded|long-winded))$/,
  },
  {
    // "Sorry if this is a dumb question", "i dont even know where to start": a newcomer asking nothing yet.
    kind: 'newcomer',
    re: /^((sorry|apologies) (if|for) (this is |its |it is )?(a |such a )?(dumb|stupid|silly|basic|noob|newbie|beginner) question|(i )?(do not|dont) (even )?know (where|how) to (start|begin)( with (this|all this|it|any of this))?|(i )?have no (idea|clue) (where|how) to (start|begin))$/,
  },
  {
    // "sorry I'm very new to all this, I hope my questions are not too stupid", "this might be a
    // dumb question": a newcomer's worry, asking nothing yet.
    kind: 'newcomer',
    re: /^(?:(?:(?:sorry|apologies)[, ]+)?(?:im|i am) (?:very |so |really |totally |completely |super )?new(?: (?:to|at|in) (?:all )?(?:this|crypto|odin|it|this stuff|the space))?[,.!]* (?:and |so )?)?(?:(?:i )?hope (?:my questions are|my question is|this is|these are|its|it is) not (?:too )?(?:stupid|dumb|silly|basic)|(?:this|it) (?:might|may|could) (?:be|sound) (?:a |like a )?(?:dumb|stupid|silly|basic|noob|newbie) question)$/,
  },
  {
    // "gm odindog fam", "gm bitcat army": a greeting to a token's community, no question about it.
    kind: 'greeting',
    re: new RegExp(
      `^${GREETING_WORD} [a-z0-9]+( [a-z0-9]+)? (fam|frens|fren|gang|army|holders|community|family|squad|bros|people|ppl|crew|nation|gang gang)$`,
    ),
  },
  {
    // The visitor says who they are: "my name is Maria", "i am Tom", "call me Sam".
    kind: 'greeting',
    re: /^(my name is|my names|call me|(im|i am) called) [a-z]+( [a-z]+)?$/,
  },
  {
    kind: 'ack',
    re: /^((lol|lmao|haha+|hah|ja(ja)+|je(je)+|hehe+|kkk+|rs(rs)+|xd|ok+|okay|k+|cool|nice|great|awesome|got it|gotcha|alright|sure|fine|hm+|wow|i see|(?:that |it )?makes sense|that helps|that explains it|(?:that is|thats|that.s) clear|interesting|right|yes|yeah|yep|no|nope|nah|oh|ah|word|bet|fair|fair enough|noted|true|nvm|never mind|nevermind|sorry|my bad|oops|whoops|brb|np|no worries|all good|no problem|understood|sounds good|will do|good to know)( |$))+$|^(wow |whoa |ok )?(that is|thats) a lot( of (info|information|text|stuff))?$/,
  },
  {
    // "lol ok my bad i thought it was solana": a mistake owned after an answer, asking nothing
    // ("i thought it was on solana" alone may still be a question, and is left to the guides).
    kind: 'mixup',
    re: /^((lol|lmao|haha+|ok+|okay|oh|ah|oops|whoops|sorry|my bad|got it|right|ahh+|ohh+)( |$))+(i )?(thought|assumed|figured) (it|this|that|odin|they|you|u) (was|were|is|ran|runs|worked|works) (on |in |like )?[a-z0-9.]+( (lol|lmao|haha+|my bad|oops))*$/,
  },
  {
    // "sorry for yelling in caps earlier, rough week": an apology for how they wrote, asking nothing.
    kind: 'apology',
    re: /^(sorry|so sorry|apologies|my apologies|i apologi[sz]e|i'?m sorry)( (for|about))? (the |all the |my )?(yelling|shouting|caps|all caps|capslock|caps lock|rudeness|being rude|being short|snapping|ranting|rant|outburst|tone|language|swearing|cursing|spam|spamming|typos|earlier|before|that)( [a-z' ,.!]*)?$/,
  },
  {
    // "tell me a joke", "got any crypto jokes?": one light line, then back to what ODAI is for.
    kind: 'joke',
    re: /^((ok|okay|lol|haha|so|come on|cmon) )*((can|could|will) (you|u) )?(tell|say|give|got|have|know)( me| us)? (a|an|any|one|some|your best)( (crypto|bitcoin|memecoin|funny|good|bad|quick))? (joke|jokes)( (about|on) [a-z ]{1,30})?( (please|pls|plz|lol|haha))*$/,
  },
  {
    // "lol ok the charts are pretty", "the dashboard looks clean": praise for our pages, asking nothing.
    kind: 'praise',
    re: /^((lol|lmao|haha+|ok|okay|wow|damn|ngl|honestly) )*(the |your |ur |these |this )?(charts?|graphs?|dashboard|page|pages|site|website|design|ui|layout|app|analytics|colou?rs)( here)? (is|are|look|looks|r)( (so|really|pretty|super|very|kinda|kind of|quite|actually))* (pretty|nice|cool|clean|great|good|beautiful|slick|awesome|neat|sick|fire|lovely|sleek)( (ngl|tbh|lol|haha|honestly))*$/,
  },
  {
    // "lol ok this is kinda fun ngl": enjoying the chat, asking nothing.
    kind: 'cheer',
    re: /^(this|that|it|its|thats|this is|that is|it is|this was|that was)( is| was)?( (actually|really|pretty|kinda|kind of|so|quite|very|honestly|lowkey))* (fun|cool|neat|nice|great|awesome|interesting|fire|lit|dope|sick)( (ngl|tbh|honestly|lol|lmao|haha))*$/,
  },
  {
    // Crypto chat's interjections: "wagmi", "lfg", "ngmi", "ser", "based". "wen moon" asks for a
    // prediction and stays with the advice guard.
    kind: 'cheer',
    re: new RegExp(
      `^((wagmi|gmi|ngmi|lfg+|lets go+|letsgo+|lesgo+|lessgo+|based|hodl|ser|sers|fren|frens|iykyk|probably nothing|few understand|(we are|were|we r) (so )?back|(its|it is) (so )?over|gg+|ggs|bullish|bearish|send it|degen|degens)( ${ADDRESSEE})?( |$))+$`,
    ),
  },
];

const INVITE =
  "Ask me how bonding curves, the AMM or fees work, for a token's live figures (its price or holders, by ticker), or whether something looks like a scam.";

const ANYTHING_ELSE =
  "Anything else I can help with on Odin.fun? For example the fees, how the bonding curve works, or a token's holders.";

const REPLIES: Record<Kind, string> = {
  greeting: `Hi! I'm ODAI, a guide to Odin.fun. ${INVITE}`,
  presence: `Hi, I'm here! I'm ODAI, a guide to Odin.fun. ${INVITE}`,
  arrival:
    "Hi, and welcome to Odin.fun! I'm ODAI, a guide to it. Coming from another chain or launchpad, good places to start are how Odin's bonding curve and ascension work, the fees, and depositing BTC; I can also look up a token's live figures by its ticker.",
  newcomer:
    "Hi, and welcome! No question is too basic here: I'm ODAI, a guide to Odin.fun. You could start with what a sat is, how buying a token works, what the fees are or how to stay safe, and I can look up a token's live figures by its ticker.",
  joke: "Here's one: why did the memecoin never leave its bonding curve? It never sold 80% of its supply, much like my jokes. Comedy isn't my strong suit, though: ask me how fees, the curve or ascension work, or for a token's live figures by its ticker.",
  praise:
    "Thanks, glad you like it! The charts and figures come from ODAI's own readings of the market, each with its as-of time. Ask me what any figure means, or for a token's live numbers by its ticker.",
  thanks: "Glad I could help! Ask me anything else about Odin.fun or a token's figures whenever you like.",
  goodbye:
    'Bye for now! Come back any time you have a question about Odin.fun. Stay safe and never share your seed phrase.',
  abilities:
    'I can explain how Odin.fun works (bonding curves, the AMM, fees, deposits, launching a token, Runes), quote live token figures and rankings (price, holders, market cap, top gainers) with their as-of time, and help you spot scams. I never give buy or sell advice.',
  limits:
    "My limits: I only know what ODAI's guides and its market data hold, I can't see your wallet, Odin account or transactions, and I never give buy or sell calls, price predictions or code. Within that, ask me how Odin.fun works or for a token's live figures.",
  identity:
    "I'm ODAI's automated assistant, an unofficial guide to Odin.fun made by the independent ODAI project: not Odin.fun support, and not affiliated with Odin.fun or Toniq Labs. I can explain fees, bonding curves and deposits, look up a token's live figures and help you spot scams. Educational information only, not financial advice.",
  model:
    "I'm ODAI's assistant, not ChatGPT or a general chatbot: I answer only from ODAI's own guides about Odin.fun and its live market data, and link my sources. Ask me about fees, bonding curves, deposits or a token's live figures.",
  language:
    'No worries, I understand you! Simple words are perfect: ask about one thing at a time, for example "what are the fees?" or "how do I deposit?", and I\'ll keep the answer short and clear.',
  languages:
    'I answer in English, and questions in English get the most reliable answers. You\'re welcome to try your own language, but I may misread it: short, simple English like "what are the fees?" works best.',
  confused:
    'Sorry if that was unclear! Let\'s take it slowly: ask me about one thing at a time in plain words, for example "what is a bonding curve?" or "what are the fees?", and I\'ll keep the answer short and simple.',
  feedback:
    'Sorry about that! Could you rephrase it, or ask about one thing, for example "what are the fees?" or a token\'s price by its ticker? Every answer links its source, so you can check it; for a token, its page on odin.fun (by token id) is the place to verify a figure.',
  memory:
    'I don\'t remember past visits: each visit starts a new chat, and I don\'t learn from conversations. Within this chat I follow what you asked, so "and its holders?" works after a token. Ask away!',
  nature:
    "I'm an automated assistant, so no feelings and no coffee breaks, but I'm glad to help: ask me how Odin.fun works, for a token's live figures by its ticker, or whether an offer looks like a scam.",
  favourite:
    'No favourites here: ODAI never picks tokens, since that would be a buy call. I can show rankings instead (top gainers, most holders, biggest market cap) or explain how to check a token yourself.',
  cheer:
    "Ha, I hear you! While you're here: ask me how the bonding curve, ascension or fees work, for a token's live figures by its ticker, or whether an offer you got looks like a scam.",
  venting:
    "Sorry, that's rough: losing money on a trade hurts. Whenever you want, I can explain what moves a token's price (the curve, price impact) or ways to limit risk next time. No pressure.",
  mixup: `No worries, that's an easy mix-up! ${ANYTHING_ELSE}`,
  apology: `No worries at all, no need to apologise. ${ANYTHING_ELSE}`,
  ack: ANYTHING_ELSE,
};

// Chat spelling, so "wat can u do" reads as "what can you do".
const SHORTHAND: Record<string, string> = {
  ...shorthandOf(['wat', 'wut', 'u', 'ur', 'r', 'pls', 'plz', 'ppl']),
  cn: 'can',
  // "wetin you fit do": what can you do.
  fit: 'can',
  kinda: 'kind of',
  sorta: 'sort of',
};

// Words that only pad conversation, before it ("ok gotta go, cya", "hey, anyone there", "thanks,
// bye") or after it ("that's all thanks", "what can you do please"). Peeled off one at a time.
const LEADING_PAD = new RegExp(
  `^(ok(ay)?|k+|alright|aight|ight|ite|right|well|so|oh|ah|um+|uh+|erm+|hm+|and|but|also|bye+|cya|thanks|thank you|thx|ty|cheers|gotta go|got to go|gotta run|i have to go|im off|im out|im done|peace out|heading out|like|wait|hold on|hang on|btw|anyway|i think|i guess|honestly|actually|tbh|ngl|yeah|yes|no|nope|lol|lmao|haha+|just curious|(im )?curious|${GREETING_WORD}( ${ADDRESSEE})?) `,
);
const TRAILING_PAD =
  / (thanks|thank you|thx|ty|cheers|please|lol|haha+|then|again|ser|fren|mate|bro|guys|odai|for now|today|anyway|honestly|tbh|ngl|fr|though|really|actually|im out|im off|gotta go)$/;

// Clause breaks inside a conversational message; "or", "and" and "but" only join two of them
// ("i appreciate the help but im still confused").
// A "lol" mid-message ends a clause the way a full stop does ("first time here lol what can u do").
const CLAUSE_BREAK = /[,.!?;:]+|\s+(?:or|and|also|plus|but)\s+|\s+(?:lol|lmao|haha+)\s+/i;

function normalise(question: string): string {
  return question
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .map((w) => SHORTHAND[w] ?? OTHER_LANGUAGES.get(w) ?? w)
    .join(' ');
}

const first = (kinds: (Kind | null)[]): Kind | null => PRIORITY.find((k) => kinds.includes(k)) ?? null;

// Every kind the text is, the most specific first: "not helpful" is feedback, not thanks.
const matchKind = (text: string): Kind | null =>
  first(KINDS.filter(({ re }) => re.test(text)).map((k) => k.kind));

/** One clause as conversation: itself, an introduction, or what is left once padding is peeled off. */
function clauseKind(question: string, text: string): Kind | null {
  const kinds: (Kind | null)[] = [matchKind(text)];
  const introduces = (t: string) => {
    if (isIntroduction(question, t)) kinds.push(arrivesFrom(t) ? 'arrival' : 'newcomer');
  };
  introduces(text);
  let rest = text;
  // "hi again": the padding after a greeting goes first, so the greeting is not peeled as padding.
  const trailingOnly = text.replace(TRAILING_PAD, '');
  if (trailingOnly !== text && trailingOnly) kinds.push(matchKind(trailingOnly));
  for (let i = 0; i < 6; i++) {
    const peeled = rest.replace(LEADING_PAD, '').replace(TRAILING_PAD, '');
    if (peeled === rest || !peeled) break;
    rest = peeled;
    kinds.push(matchKind(rest));
    introduces(rest);
  }
  return first(kinds);
}

// "ugh. lost 0.05 BTC today. just needed to vent": the visitor venting, asking nothing.
const VENTING =
  /\b(?:just )?(?:needed|wanted|need|want|had) to vent\b|\bventing\b|\bjust (?:needed|wanted) to (?:say|get (?:it|this|that) off my chest)\b/;

const THANKS_THEN_QUESTION = /\b(thanks|thank you|thx|ty|cheers)\b.*\b(and|also|its|it's|their)\b.*\?/i;

// Cues strong enough to make a message conversation when the rest of it only tells ("gm, coffee in
// hand, ready to learn about runes", "ok that's all for today, gonna go walk my dog"). An "ok" or a
// "lol" is not: "ok the fee is 1%" is a remark about a topic.
const STRONG: ReadonlySet<Kind> = new Set([
  'greeting',
  'presence',
  'newcomer',
  'arrival',
  'thanks',
  'goodbye',
  'identity',
  'language',
  'feedback',
]);
// A clause that asks or requests something: the message has a question to answer.
const ASKS_SOMETHING =
  /^(who|what|whats|how|hows|where|when|why|which|is|are|am|can|could|do|does|did|should|will|would|tell|explain|show|give|help|pls|please)\b/;
// A clause that reports a problem with the visitor's money or account is a question in disguise:
// "hello, i sent btc to the wrong address", "hi, my withdrawal is stuck".
const PROBLEM =
  /\b(lost|lose|losing|stuck|wrong|missing|disappeared|vanished|stolen|hacked|scam\w*|error|errors|failed|fails|broken|frozen|locked|pending|refund|(not|never|hasnt|didnt|doesnt|isnt|wont|cant|cannot) (show|showing|shown|arrive|arrived|work|working|load|loading|appear|appeared|go|come|get|find|see|withdraw|deposit|sell|buy|log|sign|receive|received)|i (sent|deposited|withdrew|paid|clicked|signed|connected|gave|shared|transferred)|my (btc|bitcoin|funds|money|tokens?|coins?|wallet|account|balance|deposit|withdrawal|seed|keys?|sats))\b/;

/** A clause that only tells something about the visitor ("a friend sent me the link"), asking nothing. */
// "that's how you say good morning": a "how" that tells, not asks.
const ASKS_WITHIN =
  /\b(who|what|whats|(?<!\b(?:thats|that is|this is|its|it is|is) )how|hows|where|when|why|which|whether|question|wonder|wondering|(is|are|was|can|could|do|does|did|should|will|would) (it|this|that|there|they|i|we|you|he|she|my|the))\b/;
const GREETED = new RegExp(`^(${GREETING_WORD}( ${ADDRESSEE})? )+`);
const ONLY_GREETING = new RegExp(`^(${GREETING_WORD})$`);
const isRemark = (c: { text: string }) => {
  const told = c.text.replace(GREETED, '');
  return !ASKS_SOMETHING.test(told) && !ASKS_WITHIN.test(told);
};

export function smallTalkKind(question: string, { withRemarks = true } = {}): Kind | null {
  // "thanks! and its holders?": thanks before a question is the question.
  if (THANKS_THEN_QUESTION.test(question)) return null;
  const text = normalise(question);
  if (!text) return /^[\s?]*\?[\s?]*$/.test(question) ? 'confused' : null;
  const whole = clauseKind(question, text);
  if (whole) return whole;
  // Venting about a loss asks nothing, even though it names one.
  if (VENTING.test(text) && !question.includes('?') && !ASKS_WITHIN.test(text.replace(VENTING, ' ')))
    return 'venting';
  // "hello?? anyone there", "are u official odin support or who made you": every clause is talk.
  const clauses = question
    .split(CLAUSE_BREAK)
    .map((c) => ({ raw: c, text: normalise(c) }))
    .filter((c) => c.text);
  if (clauses.length < 2) return null;
  const kinds = clauses.map((c) => clauseKind(c.raw, c.text));
  if (kinds.every(Boolean)) return first(kinds);
  // "What exactly can you help me with? I don't want to waste your time": asking what ODAI can
  // do, and a remark that asks nothing else.
  const abilitiesAt = kinds.indexOf('abilities');
  if (
    withRemarks &&
    abilitiesAt >= 0 &&
    !PROBLEM.test(text) &&
    clauses.every((c, i) => i === abilitiesAt || kinds[i] !== null || isRemark(c))
  )
    return 'abilities';
  // "hey there! first time here, a friend sent me the link. just saying hi": conversation, and
  // the rest only tells; a question or a problem anywhere keeps it for the other guards.
  // "… thanks in advance" thanks for an answer still to come.
  // "lol this site is kinda wild. you having a good day?": a question mark only after small talk.
  if (!withRemarks || PROBLEM.test(text) || /\bin advance\b/.test(text)) return null;
  const asked = question.split(/(?<=[.!?])\s+/).filter((s) => s.trim().endsWith('?'));
  if (asked.some((s) => smallTalkKind(s, { withRemarks: false }) === null)) return null;
  const greeted: Kind | null = GREETED.test(text) ? 'greeting' : null;
  const cue = first([greeted, ...kinds].filter((k) => k !== null && STRONG.has(k)));
  const rest = clauses.filter((c, i) => kinds[i] === null && !ONLY_GREETING.test(c.text));
  return cue && rest.every(isRemark) ? cue : null;
}

// "How are you?", "hows it going": asked, so answered before the greeting.
const ASKED_HOW_I_AM = new RegExp(
  `\\bhow (are|r) (you|u)\\b|\\bhru\\b|\\b${HAVING_A_GOOD_DAY}\\b|\\bhow (you|ya) doing\\b|\\bhow(s| is) (it going|your day|everything|things|life)\\b`,
);

function reply(kb: KnowledgeBase, question: string): Reply {
  const kind = smallTalkKind(question) ?? 'ack';
  const markdown =
    kind === 'greeting' && ASKED_HOW_I_AM.test(normalise(question))
      ? `Hi! Doing well, thanks for asking. I'm ODAI, a guide to Odin.fun. ${INVITE}`
      : REPLIES[kind];
  // The first source is never how-the-assistant-answers: the engine reads that as an abstention.
  const refs =
    kind === 'identity'
      ? ['about-odai#what-odai-is', 'about-odai#educational-only']
      : kind === 'model' || kind === 'feedback'
        ? ['about-odai#what-odai-is', 'about-odai#how-the-assistant-answers']
        : ['about-odai#what-odai-is'];
  return { markdown, sources: guideSources(kb, refs) };
}

/** Short, natural replies to conversation, instead of a retrieval miss and a topic list. */
export const smallTalk: Guardrail = {
  name: 'conversation',
  matches: (question) => smallTalkKind(question) !== null,
  reply,
};
