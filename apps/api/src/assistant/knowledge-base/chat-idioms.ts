/**
 * Idioms and chatter in a visitor's question, read as the words the guides use, or dropped when
 * they only say how the visitor asks (decision 053). Takes lower-case text whose contractions are
 * already spelled out ("i'm" is "i"), as questionWords passes it.
 */
export function plainIdioms(text: string): string {
  return (
    text
      // "Cant i sell before it ascends??": a negative question asks the same as "can i sell …".
      .replace(
        /^((?:(?:so|but|wait|ok|hmm|hold on|and)\s+)*)(?:cannot|cant|can not) (i|we|you|u)\b/,
        '$1can $2',
      )
      // How to explain it, not what: "like I'm five", "without jargon", "in simple terms".
      .replace(
        /\b(?:explain (?:it |this |that )?)?like i(?:'m| am|m)? (?:five|5|\d{1,2}|ten|twelve|a child|a kid|a baby|a grandma|my (?:grandma|gran|nan|mum|mom|dad))\b/g,
        ' ',
      )
      // "My cousin won't shut up about odin.fun", "keeps banging on about it": the story of how the
      // visitor heard of it, no topic of its own.
      .replace(
        /\b(?:will not|wont|would not|wouldnt|cannot|cant|can not|unable to|unable|never)\s+(?:shut\s+up|stop\s+(?:talking|going on|banging on|posting|tweeting|yapping))\b|\bkeeps?\s+(?:talking|going on|banging on|yapping|raving)\b/g,
        ' talks ',
      )
      // "How on earth", "what the heck", "why in the world": exclamations, no topic of their own.
      .replace(
        /\b(how|what|why|where|who|which|when)(?: on earth| in the world| the heck| the hell)\b/g,
        '$1',
      )
      // "By the time it graduates" is when it graduates: no question of time. "At that point" is
      // then, not "the point of Odin".
      .replace(/\bby the time\b/g, ' when ')
      .replace(/\b(?:at|by) (?:that|this) (?:point|stage|moment)\b/g, ' then ')
      // "The moment I create it", "at the same moment": when, no topic of its own.
      .replace(/\bat the (?:same|very) (?:moment|time|instant)\b/g, ' then ')
      .replace(/\bthe (?:moment|instant|second|minute) (?=(?:i|you|we|it|they|the|a|my)\b)/g, ' when ')
      // How to explain it, not what: "walk me through", "take us through", "run me through".
      .replace(/\b(?:walk|take|run|talk|guide)(?:ing)? (?:me|us|you) (?:through|thru)\b/g, ' ')
      // To "make sure" is to check, not to make (create) anything: "how do i make sure i buy the
      // real token" is no launch question.
      .replace(/\bmak(?:e|ing) sure\b/g, ' check ')
      // To "spin up" a token is to create it.
      .replace(/\bspin(?:ning|s)? up\b/g, ' create ')
      // Paid "up front" is paid at the start: how a cost is asked, not what.
      .replace(/\bup(?:-| )front\b/g, ' upfront ')
      // Pressing the button that creates the token is launching it ("before we hit the button").
      .replace(
        /\b(?:hit|hitting|press|pressing|click|clicking|push|pushing) (?:the|that) (?:big )?(?:launch |create |go )?button\b/g,
        ' launch ',
      )
      // The person who made a token is its creator ("how can I tell if the person who made it is legit").
      .replace(
        /\b(?:the )?(?:person|people|guy|one|team|whoever|someone|somebody) (?:who|that) (?:made|created|launched|deployed|makes|creates|launches) (?:it|them|the (?:token|coin)|a (?:token|coin)|this (?:token|coin))\b/g,
        ' creator ',
      )
      // A token that just launched is a new token, not a question about launching one.
      .replace(
        /\b(token|coin|memecoin)s? (?:that|which) (?:just |has just |have just |only just |recently )?(?:launched|came out|went live|was created|got created)\b/g,
        'new $1',
      )
      // "Got wrecked by the price move", "my buy moved the price so much": a trade's price impact.
      .replace(/\b(?:by|from|after) (?:the |a |that |my )?price (?:move|moves|movement)\b/g, ' price impact ')
      .replace(/\b(?:buy|sell|trade|order|swap)s? (?:\w+ ){0,3}mov(?:e|ed|es) the price\b/g, ' price impact ')
      // "Before aping a fresh launch": a token that just launched, not launching one.
      .replace(/\b(?:a |the )?(?:fresh|new|brand new|just) launch(?:es)?\b/g, ' new token ')
      // Runes from outside Odin are external tokens; mistakes are a question of reliability.
      .replace(/\b(?:from )?outside (?:of )?odin\b/g, ' external ')
      // A Rune the visitor etched or holds on Bitcoin is an existing Rune, an external token on Odin
      // ("i already etched a rune myself on bitcoin, can it trade on odin"), not Odin's own etching.
      .replace(
        /\b(?:i|we|(?:my|our) (?:project|team|community|company|dao|group|brand))(?: has| have| had)? (?:already |just |once |previously )?(?:etched|made|created|launched|minted|deployed|own|hold|owns|holds) (?:a|my|our|its|their|my own|our own|its own) runes?(?: token)?(?: myself| ourselves)?\b|\bmy (?:own )?runes? (?:token )?(?:that |which )?i (?:already )?(?:etched|made|created|launched|minted)\b/g,
        ' existing external rune ',
      )
      // "Can i bring a rune i already etched on bitcoin onto odin": the same, the rune named first.
      .replace(
        /\b(?:a|my|our|the) runes? (?:token )?(?:that |which )?(?:i|we) (?:already |just |once |previously )?(?:etched|made|created|launched|minted|own|hold)\b/g,
        ' existing external rune ',
      )
      .replace(
        /\b(?:make|makes|making) (?:a |any )?(?:mistakes?|errors?)\b|\b(?:get|gets|getting) (?:it|things|stuff) wrong\b/g,
        ' reliable ',
      )
      // Money put "in" with no place named is a buy ("before I put any money in, what should I
      // check"); money put on Odin or in an account stays a deposit (PHRASES).
      .replace(
        /\bput(?:ting)? (?:any |some |my |real |the |more )?(?:money|btc|sats|cash|funds) (?:in|into (?:it|a (?:token|coin)|this|that|them))(?=\s*(?:[,.?!]|$))/g,
        ' buy ',
      )
      // Aping in, asked about ("what should i check before aping", "should i ape in"), is buying;
      // "i aped in right after launch" stays the visitor's story.
      .replace(
        /\b(before(?: i| we| you)?|should i|can i|to|when to|whether to) ap(?:e|ing)(?: in(?:to)?)?\b/g,
        '$1 buying ',
      )
      // "What is cheque btc", "ck btc": ckBTC as it sounds or is split.
      .replace(/\b(?:cheque|ck) ?btc\b/g, 'ckbtc')
      // "How can i spot a sketchy token": to tell one, not the pool's spot price.
      .replace(
        /\b(how (?:do|can|would|should) (?:i|you|u|we|one)|how to|ways? to|tips to) spot\b(?! price)/g,
        '$1 check',
      )
      // "The main risk aping late on the curve": buying late or early is the question's subject.
      .replace(/\bap(?:e|ing)(?: in(?:to)?)? (late|early)\b/g, 'buying $1')
      // "Make a deposit", "do a withdrawal": the verb only carries the noun, which is the question
      // ("how I make deposit of bitcoin" asks how to deposit, not how to make a token).
      .replace(
        /\b(?:make|makes|making|made|do|does|doing|did) (?:a |an |my |the |one )?(deposit|withdrawal|withdraw|trade|purchase|payment|transfer|swap)(s?)\b/g,
        ' $1$2 ',
      )
      // The visitor speaking of the assistant itself: "this chat thing", "the bot", "what u tell me",
      // "are you official". The guides call it ODAI; "you" and "this" alone are stop words.
      .replace(
        /\b(?:this|the|your) (?:chat|chatbot|chat bot|bot|assistant|ai|widget)(?: thing)?\b/g,
        ' odai ',
      )
      // "Can you see my wallet", "can odai check my balance": whether ODAI has access to them.
      .replace(
        /\b(?:can|could|do|does|will) (?:you|u|odai) (?:even |actually )?(?:see|read|access|view|check|look (?:at|into)|track|watch) (my|our)\b/g,
        ' does odai have access to $1 ',
      )
      .replace(
        /\bwhat (?:you|u|ya) (?:tell|telling|say|saying|said|told|write|answer|answered)(?: me| us)?\b/g,
        ' odai answers ',
      )
      .replace(
        /\b(?:are|r) (?:you|u) (?=(?:an? )?(?:official|affiliated|legit|real|part of|run by|owned by|made by|from odin))/g,
        ' is odai ',
      )
      // A curve that hits its target or goal has ascended ("what happens when it hits the bonding
      // curve target"); no guide speaks of a target.
      .replace(
        /\b(?:hit|hits|hitting|reach|reaches|reaching|reached|complete|completes|completed|fill|fills|filled|max|maxes|maxed) (?:out )?(?:the |its |their |a )?(?:(?:bonding )?curve(?:'?s)? (?:target|goal|cap|end|top|limit|max)|(?:curve |bonding )?(?:target|goal))\b/g,
        ' ascends ',
      )
      // A token that moves (over) to the pool has ascended: "how much has to sell before it moves
      // over to the pool" asks for the 80%, not about moving prices.
      .replace(
        /\b(?:move|moves|moved|moving|switch(?:es|ed)?) (?:over |on )?(?:to|into) (?:the |its |a |their )?(?:own )?(?:real |proper )?(?:amm |liquidity |trading )?(?:pool|amm|dex)\b/g,
        ' ascends ',
      )
      // A token that has left (or is off) its curve has ascended: "once a token has left the
      // bonding curve, what sets its price" asks about the pool.
      .replace(
        /\b(?:has |have |had )?(?:left|leaves|leaving|exits?|exited|exiting|is off|are off|gets off|got off|is out of|are out of|moved off|moves off|graduated (?:from|off)) (?:the |its |their |a )?(?:bonding )?curve\b/g,
        ' ascended ',
      )
      // "Should I panic?", "should i be worried": how the visitor feels, not a topic ("panic"
      // selling is one).
      .replace(
        /\bshould (?:i|we) (?:panic|worry|be (?:worried|scared|concerned|nervous)|freak out|get (?:nervous|worried|scared))\b/g,
        ' ',
      )
      // "Gets hold of it": gets it.
      .replace(/\b(get|gets|got|getting) (?:a )?hold of\b/g, '$1')
      // "Std dev": the standard deviation.
      .replace(/\bstd\.? ?dev\b|\bstdev\b/g, ' standard deviation ')
      // BTC "poured" or "pumped" into a curve is BTC spent buying on it.
      .replace(
        /\b(?:pour|pours|poured|pouring|pump|pumps|pumped|pumping|dump|dumped|throw|thrown|chuck|chucked) (?:in|into)\b/g,
        ' spent on ',
      )
      // "(ignoring fees)", "not counting fees": what the answer should leave out is no topic.
      .replace(
        /\b(?:ignoring|ignore|not counting|excluding|leaving (?:out|aside)|aside from|apart from|before) (?:the |any )?(?:trading |network |platform )?fees?\b/g,
        ' ',
      )
      // The fee "before a coin graduates" is the fee on the curve.
      .replace(
        /(?<=\b(?:fees?|pay|paid|charged?|costs?)\b[^?.!]{0,40})\bbefore (?:a |the |my |it |its )?(?:coin |token )?(?:graduat\w*|ascen\w*|bond(?:s|ed|ing)?|migrat\w*)\b/g,
        ' on the bonding curve ',
      )
      // "How do I create my own rune on here": on Odin one launches a token, which can later be
      // etched as a Rune (a Rune the visitor already made is an existing rune, above).
      .replace(
        /\b(create|creating|make|making|launch|launching|mint|minting|start|deploy)\s+(?:my |our |a |an )?(?:own |new )?runes?(?: token| coin)?\b/g,
        ' $1 a token ',
      )
      // A big holder is a whale ("why does the price drop after a big holder sells").
      .replace(/\b(?:big|large|huge|massive) (?:holder|wallet|seller|buyer)s?\b/g, ' whale ')
      // Printing more tokens is minting them ("can the creator print more later on").
      .replace(/\bprint(?:s|ing|ed)? (?:more|extra|new|additional)\b/g, ' mint more ')
      // Walking into a trap, getting played: an idiom for being scammed.
      .replace(
        /\b(?:walk|walking|walked|fall|falling|fell) (?:into|for) (?:a |the )?(?:trap|setup|honeypot)\b|\bget(?:ting)? (?:trapped|played)\b/g,
        ' scam ',
      )
      // "Wait so i dont need an icp wallet?", "wait, is the fee 1%": surprise, not waiting for anything.
      .replace(
        /^\s*(?:wait|hold on|hang on)(?:\s+(?:wait|what))*(?:\s*[,.!?]+\s*|\s+(?=(?:so|but|and|what|is|are|do|does|did|can|could|i|you|u|how|why|really|then|hmm|huh|that|this|it)\b))/,
        ' ',
      )
      // "It didnt go thru. is there a floor?": a lower limit, not an NFT's floor price.
      .replace(/\b(a|the|any) floor\b(?! price)/g, '$1 minimum')
      // "What does a brand new coin start at": the price it starts at (said already in "what price
      // does it start trading at in the pool").
      .replace(
        /\b(token|coin|it|they)s? (?:start|starts|begin|begins)(?: (?:trading|out|off))? (?:at|from)\b(?! there\b)/g,
        (said, who: string, _at: number, all: string) =>
          /\bprices?\b/.test(all) ? said : `${who} starting price`,
      )
      // "If i just crank it to like 20%", "jack the slippage up": to set a setting higher.
      .replace(
        /\b(?:crank|jack)(?:ed|ing|s)?(\s+(?:it|that|this|mine|the \w+|my \w+))?(?:\s+(?:way\s+)?up)?\b/g,
        ' set$1 ',
      )
      // "What is slippage in this context": where the word is used, not a topic.
      .replace(/\bin (?:this|that|the|odin'?s?) context\b|\bin context\b/g, ' ')
      // "Is that a bad sign": whether it is a risk, not signing anything.
      .replace(/\b(?:an? )?(?:bad|good|worrying) (?:sign|signal)s?\b/g, ' risk ')
      // "The little blurb", "a little badge": size said in passing, never a topic.
      .replace(
        /\b(?<!\b(?:how|as|too|so) )(?:a )?little\b(?! (?:by|while|bit of|more|less|over|under|as))/g,
        ' ',
      )
      // "A yellow badge in the corner", "the green tick at the top": where and how a thing on the
      // screen looks is no topic; the thing is.
      .replace(
        /\b(?:yellow|red|green|blue|orange|grey|gray|purple|pink|white|black|gold|golden)(?= (?:badge|label|banner|button|tag|box|text|bar|icon|dot|thing|warning|chip|pill|sticker|circle|mark|tick|checkmark)s?\b)/g,
        ' ',
      )
      .replace(
        /\b(?:in|at|on) the (?:(?:top|bottom|upper|lower) )?(?:(?:left|right)(?:[- ]hand)? )?corner\b|\b(?:in|at|on) the (?:top|bottom|upper|lower) (?:left|right)\b/g,
        ' ',
      )
      // "The '24h transactions' box", "that 'demo data' card": the screen's box holding the figure
      // quoted is that figure.
      .replace(/(['"’”])\s*(?:box|card|tile|widget|panel|field|column|chip|tab|thing)\b/g, '$1')
  );
}
