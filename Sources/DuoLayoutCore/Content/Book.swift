/// The book the two-page pattern shows: an original short novel in twelve
/// chapters, one for each month of a cartographer's year surveying a city built
/// as its own mirror on the two banks of a river.
///
/// Paragraphs are single lines (no newlines); the text is ASCII apart from curly
/// quotes and em dashes.
public enum Book {
  /// The running head shows it flush right when it fits beside the chapter's title.
  public static let title: String = "The Folded Map of Ambry"

  /// The twelve chapters, January to December, in reading order.
  public static let chapters: [Chapter] = {
    var a: [Chapter] = []
    a.reserveCapacity(12)
    a.append(
      Chapter(
        title: "January: The Fold",
        paragraphs: [
          """
          In the city of Ambry there is a saying that nobody is ever alone, because everyone has \
          someone across the water. The city lies on two hillsides that face each other over the \
          River Lisk, and the founders, four hundred years ago, laid out its streets with a care \
          that visitors find either charming or slightly unsettling. Every lane on the east bank \
          has its twin on the west. Every stair has a stair, every square a square, every fountain \
          a fountain that answers it from the other side. If you fold a map of Ambry down the \
          middle of the river, the two halves close on each other like hands in prayer, and every \
          street meets its partner exactly.
          """,
          """
          Ilse Marr had known this since she was six, when her aunt Berthe first showed her the \
          trick on the counter of the map shop on the Rope Stair. Berthe had spread out the city \
          sheet, smoothed it with the side of her hand, and folded it slowly along the blue line \
          of the river. Then she had held it up to the window. The light came through both halves \
          at once, and the lanes of the east lay perfectly over the lanes of the west, so that the \
          city looked like a single city, drawn once, in darker ink. “That,” Berthe had said, “is \
          why we are careful.”
          """,
          """
          Thirty years later, the shop was Ilse's. Berthe had died in the autumn, peacefully, in \
          the chair by the stove where she had spent most afternoons correcting other people's \
          maps with a red pencil and a sigh. She left Ilse the shop, the press in the back room, \
          eleven drawers of copper plates, a cat of uncertain age called Meridian, and a letter \
          that said, in full: Keep the instruments dry and the customers honest, and do not let \
          anybody tell you a river is straight.
          """,
          """
          The commission came in the second week of January, on a morning so cold the ink had \
          thickened in its tins. A clerk from the city hall climbed the Rope Stair in a coat too \
          thin for the weather and stood dripping in the doorway while he read from a card. The \
          council, he said, wished to mark the four hundredth year of the founding with a new \
          survey of the whole city, both banks, every lane, to be engraved and printed and \
          presented at the Year's End Fair. The last full survey had been made in Berthe's youth. \
          The council had asked for her by name. The clerk looked around the shop and lowered the \
          card. “I'm sorry,” he said. “We only heard last week.”
          """,
          """
          Ilse gave him tea, because he looked as though he needed it, and while he drank it she \
          stood at the window and looked across the river. From the Rope Stair you could see the \
          whole of the west bank climbing away from the water: the grey roofs, the green copper \
          dome of the Exchange, the long zigzag of Heron Steps, which was the twin of the Rope \
          Stair and which she could see, on clear days, from exactly the spot where she stood. \
          Somebody over there was always standing at the twin of this window.
          """,
          """
          “I'll do it,” she said. The clerk looked relieved, then doubtful, then relieved again, \
          as if he had been told to expect an argument and was not sure whether to count this as \
          one. He left her a letter with the council's seal, a purse for expenses that was lighter \
          than it ought to have been, and a date: the last evening of December. Ilse put the \
          letter on the mantel, next to Berthe's red pencil, and went to the back room to see \
          whether the old surveying chain was where she remembered.
          """,
          """
          It was. So was the theodolite, wrapped in an oilcloth and a moth-eaten jumper, and so \
          were Berthe's field books, forty years of them, with their tidy columns of bearings and \
          distances. Ilse sat on the floor with the cat on her knees and turned the pages until \
          the light went. She did not yet know that one of those columns ended in a note about a \
          closed door, or that she would spend a year finding out what lay behind it.
          """,
        ]))
    a.append(
      Chapter(
        title: "February: Chains and Rain",
        paragraphs: [
          """
          Surveying a city is mostly walking, and walking in February in Ambry is mostly rain. It \
          came off the hills in long grey sheets and ran down the lanes into the river, which rose \
          brown and fast and grumbled under the bridges. Ilse started on the east bank, her own \
          side, because she knew it best and because it seemed polite to measure her neighbours \
          before she measured strangers.
          """,
          """
          She could not drag a chain through the city alone, so she hired help. Tobiah Coble was \
          fourteen, the youngest of the ferry family that had rowed passengers across the Lisk for \
          longer than the bridges had stood. He had been recommended by his grandmother, who said \
          he was strong, honest, and in need of something to do that did not involve falling in \
          the river. He turned out to be all three of those things and also a talker, which Ilse \
          had not been warned about.
          """,
          """
          “Why do we have to measure it,” he asked on the first morning, holding the far end of \
          the chain at the bottom of Candle Lane, “if it's the same as the other side? You could \
          measure one side and draw it twice.” Ilse wrote down the distance, sixty-two links and a \
          half, and said that was exactly the kind of thinking that made bad maps. “Things that \
          are supposed to be the same,” she said, “are the ones you most need to check.”
          """,
          """
          They worked out a rhythm. Tob went ahead with the chain and the ranging poles, and Ilse \
          followed with the theodolite, its three legs wrapped in sacking to keep the rain off the \
          brass. At each corner she set it up, levelled the bubble, sighted on the pole, read the \
          angle, and wrote it in a new field book bound in oilcloth. Tob called out distances in a \
          voice that carried across the water, and sometimes, from the other bank, a fisherman or \
          a washerwoman would shout the number back, just for fun.
          """,
          """
          People came out to watch. A surveyor in Ambry is a kind of public entertainment, like a \
          knife grinder or a man with a performing dog. Children followed them down the lanes and \
          argued about whose house would be on the map. An old man on Tallow Street insisted that \
          his front step be measured separately, because it had been added in his grandfather's \
          time and he wanted it recorded. Ilse measured it. She measured everything. It was slow, \
          wet, patient work, and she found, somewhat to her surprise, that she loved it.
          """,
          """
          In the evenings she dried the chain by the stove, oiled the links, and copied the day's \
          figures into Berthe's great ledger, bearing by bearing, beside the numbers her aunt had \
          taken forty years before. Mostly they agreed. Where they didn't, it was always for a \
          reason: a new wall, a widened corner, a house that had fallen down and been rebuilt a \
          foot further back. Ilse found she could read the city's small changes in the gaps \
          between the two columns, like reading the growth of a child in pencil marks on a kitchen \
          doorframe.
          """,
          """
          By the end of February they had finished the lower half of the east bank, from the river \
          wall to the Chandlers' Market. Tob had fallen in the river only once, and then only up \
          to the knees. Meridian had learned to sleep on the warm lid of the ink tin. And the \
          rain, on the last day of the month, stopped for an hour at noon, long enough for Ilse to \
          stand at the top of Candle Lane and look straight across at its twin, Needle Lane, on \
          the western hill, climbing the slope in a line so exactly matched to the one beneath her \
          feet that it felt like looking into a mirror someone had laid on its side.
          """,
        ]))
    a.append(
      Chapter(
        title: "March: The Forty-First Step",
        paragraphs: [
          """
          In March they crossed the river. Tob rowed, with great ceremony, in his family's oldest \
          ferry, and Ilse sat in the stern with the theodolite on her lap like a sleeping child. \
          The west bank smelled different, of tar and bread instead of tallow and coal smoke, and \
          its people called the east bank “over there” with exactly the same mixture of affection \
          and suspicion that the east bank used for them.
          """,
          """
          Her plan was simple. She would survey the west as she had surveyed the east, and then, \
          at the end, she would lay the two sets of figures side by side, and they would match, \
          and the new map would fold as the old one did. It was, she told Tob, the easy half. They \
          already knew the answers. They were only checking their sums. And for a week, everything \
          matched: Heron Steps answered the Rope Stair to within a hand's breadth, the Tar Market \
          answered the Chandlers' Market stall for stall, and the stone fish of the western \
          fountain spouted into a basin the same size as the one beneath the stone bird of the \
          east.
          """,
          """
          Then they came to Needle Lane. It was the twin of Candle Lane, the first street she had \
          measured in February, and she expected nothing of it. The distance matched, sixty-two \
          links and a half. The bearing matched. But Tob, who had started counting the steps of \
          every stair because he said it helped him think, reached the top and called down, \
          “Forty-one.” Ilse looked at her book. Candle Lane had forty. She made him count again, \
          and then counted herself, out loud, while a baker's boy watched from a doorway with \
          flour on his nose. Forty-one.
          """,
          """
          The extra step was halfway up, on the left. It was not part of the stair at all, but a \
          worn stone threshold leading through a narrow archway into a small courtyard, with a \
          well in the middle and a crooked pear tree and five little houses with green doors. A \
          painted sign on the arch said WREN COURT. On Candle Lane, in the matching place, there \
          was no threshold and no arch, only a blank stretch of wall she had walked past a dozen \
          times. Ilse stood in the entrance with the chain still in her hand and felt the way she \
          sometimes felt when a sum would not come out: not alarmed, exactly, but itchy, as though \
          something in the world had been buttoned up wrong.
          """,
          """
          “It's just a courtyard,” said Tob. “Maybe they forgot to build the other one.” Ilse said \
          nothing. She set up the theodolite in the middle of Wren Court, under the pear tree, and \
          took bearings on every corner, and measured the well, and paced the doorways. When she \
          had finished, she went back to the shop on the Rope Stair and took down the oldest sheet \
          in the drawers, a print so old that the river on it had faded to grey. Wren Court was on \
          it. And so, in the matching place on the east bank, was another courtyard — the same \
          shape, the same well, the same five little houses — with no name at all. Then she took \
          down Berthe's map, from forty years ago. In the same place there was only the line of \
          Candle Lane, and a wall.
          """,
          """
          She went out that evening, in the last of the light, and climbed Candle Lane with a \
          lantern. Halfway up, on the right, there was the same stretch of blank wall. She held \
          the lantern close to it. The stones were the wrong colour. They were newer than the \
          stones around them, and laid more roughly, and in one place a little moss had grown \
          along what might once have been the curve of an arch.
          """,
        ]))
    a.append(
      Chapter(
        title: "April: The Archive",
        paragraphs: [
          """
          The city archive of Ambry lived in the cellars beneath the Exchange, on the west bank, \
          and was kept by a man named Hollis Pike, who had been its keeper for so long that nobody \
          could remember him being anywhere else. He was small and dusty and extremely kind, in \
          the way of people who have spent their lives looking after things that cannot thank \
          them. When Ilse explained what she was looking for, his eyebrows went up and stayed up \
          for most of the afternoon.
          """,
          """
          “A missing courtyard,” he said. “How lovely. Nobody ever comes down here for anything \
          lovely. It's all boundary disputes and drains.” He led her between tall shelves of boxes \
          and rolled plans, along a corridor that smelled of damp paper and candle wax, to a long \
          oak table under a window at street level, through which she could see the ankles of \
          people walking past on the Exchange steps.
          """,
          """
          They began with the founding. Hollis brought out the charter of Ambry, a brown sheet of \
          vellum covered in small, severe writing, and read it to her in a reverent murmur. The \
          founders had been two families, the Orrins of the east and the Ashers of the west, who \
          had settled the valley after a long war in which they had fought on opposite sides. They \
          had agreed to build one city across the water, and to build it as a mirror, so that \
          neither side could claim to be greater, and so that every window would look across at a \
          window, and every door at a door.
          """,
          """
          “They thought,” Hollis said, “that if you could always see your neighbour, you would \
          find it harder to hate him. It's a nice idea. It did not entirely work, but it's a nice \
          idea.” He smiled and turned the page. The early plans of the city showed both \
          courtyards, east and west, drawn with the same care, and the one on the west already \
          called Wren Court. The eastern one was called Wren Court too. It had simply lost its \
          name, at some point, as if it had been quietly crossed out.
          """,
          """
          They went forward through the years, decade by decade, box by box. The eastern courtyard \
          appeared in the rate books, the water registers, the lists of chimney sweeps. Five \
          households lived there, then four, then five again. Then, sixty-one years ago, in a \
          single spring, it vanished. The rate book for that year listed only one household, a \
          clockmaker named Edwin Fenn, and after his name someone had written, in a clerk's tidy \
          hand: court closed by owner; one dwelling.
          """,
          """
          “Closed,” said Ilse. “How do you close a courtyard?” Hollis shrugged. “You buy the other \
          houses,” he said, “and you brick up the arch, and you pay whatever it costs to persuade \
          the council to look the other way. People have done stranger things.” He found a second \
          entry, in the minutes of the Works Committee for the same year: permission granted, on \
          payment of a fee, for the sealing of the eastern passage, on condition that the court be \
          kept in good repair. There was no reason given. The fee had been large.
          """,
          """
          Before she left, Ilse asked whether there had been a Fenn on the west bank too. Hollis \
          went away for twenty minutes and came back with a rate book open at a page. There had: a \
          clockmaker named Aldous Fenn, in the first house on the left in Wren Court, at the same \
          time. Brothers, Hollis thought, or cousins. He closed the book gently. “Two \
          clockmakers,” he said, “on two sides of a river, in two courtyards made to face each \
          other. And one of them built a wall. Well. I expect there's a story. There usually is.”
          """,
        ]))
    a.append(
      Chapter(
        title: "May: Ferry Talk",
        paragraphs: [
          """
          In May the rain gave up, and the river went down and turned green, and the whole of \
          Ambry seemed to come outdoors at once. Window boxes appeared on every sill. The ferry \
          boats were repainted. Ilse and Tob finished the upper streets of the west bank in warm, \
          bright weather that made the theodolite's brass too hot to touch by noon, and she found \
          herself thinking about the bricked-up arch on Candle Lane far more than she thought \
          about angles.
          """,
          """
          It was Tob who suggested his grandmother. “Nan knows everything,” he said, “about \
          everyone, from before the bridges. She says so herself.” Nan Coble lived in a tall, thin \
          house at the water's edge, with a jetty at the bottom of the garden and a rowing boat \
          tied to it that she still took out, at eighty-three, whenever she felt the river needed \
          keeping an eye on.
          """,
          """
          She received Ilse on the jetty, in a deckchair, with a pot of tea and a plate of ginger \
          biscuits that Tob ate most of. She listened to the story of the courtyard without \
          interrupting, which Tob said afterwards was a thing he had never seen her do, and when \
          Ilse had finished she nodded slowly and looked across the water toward the east bank, \
          toward the place where Candle Lane climbed the hill.
          """,
          """
          “The Fenn brothers,” she said. “I remember them. Edwin and Aldous. Twins, and \
          clockmakers, like their father. My father used to row them back and forth when they were \
          young, because they could never decide which side of the river they wanted to be on, so \
          they lived one on each side and visited every day. They made clocks together. Edwin made \
          the faces and Aldous made the works, or it might have been the other way round. People \
          said you could set your watch by the sound of them laughing across the water.”
          """,
          """
          “What happened?” Ilse asked. Nan Coble shrugged. “What happens to brothers. A girl, some \
          said. Money, said others. A clock — that's what my father thought. A great clock for the \
          Exchange, the biggest commission they ever had, and something went wrong with it, and \
          each one blamed the other. The Exchange never got its clock. There's still an empty \
          round hole in the tower where it was meant to go. You've walked past it a hundred \
          times.”
          """,
          """
          She poured more tea. “After that Edwin stopped crossing. And Aldous stopped crossing. My \
          father had to stop rowing past the bottom of their lanes, because they didn't like being \
          reminded. Then one spring Edwin bought up the houses round his courtyard, one by one, \
          and paid the council, and had the arch bricked up so that he wouldn't have to look out \
          of his window at his brother's window. And that was that. Sixty years, more or less. I \
          don't think they ever spoke again.”
          """,
          """
          Ilse asked whether either of them was still alive. Nan laughed, kindly. “Oh, no, love. \
          They'd be well past a hundred. But Edwin had a daughter. Orla, she's called. She still \
          lives in there, behind the wall, so far as anyone knows. She never married. She has her \
          bread and milk left at a little door at the back of the bakery on Candle Lane, and she \
          sends her money down in a tin. I've not seen her face in thirty years.”
          """,
        ]))
    a.append(
      Chapter(
        title: "June: Midsummer Lanterns",
        paragraphs: [
          """
          Midsummer in Ambry is the Night of Lanterns. At dusk, on the longest day, everyone in \
          the city hangs a lantern in a window that faces the river, and at a signal from the bell \
          of the Exchange they are all lit at once, so that the two hillsides bloom together with \
          light and every window shines across at its twin. The children are allowed to stay up. \
          The ferries run all night for free. It is, by general agreement, the best night of the \
          year.
          """,
          """
          Ilse had spent every midsummer of her life on the east bank, and this year, for the \
          first time, she watched from the west. She climbed to the top of Heron Steps with Tob \
          and his sisters and a paper bag of cherries, and they sat on the warm stone and waited \
          for the bell. Below them the river was turning the colour of pewter. Across the water \
          the east bank was a dark, sloping mass of roofs, with her own shop somewhere among them, \
          and Meridian presumably asleep on the ink tin.
          """,
          """
          The bell rang. The lanterns came on. It was like watching a field of flowers open in a \
          single breath. On both banks, in the same instant, thousands of small lights appeared in \
          thousands of windows, each answering another across the water, until the whole valley \
          was one great bright pattern folded down the middle along the dark line of the Lisk. The \
          crowd on the steps went quiet, the way crowds do when something is more beautiful than \
          they remembered.
          """,
          """
          And there, halfway up the eastern hill, in the middle of all that light, was a hole. It \
          was small — you would not have seen it unless you were looking for it — a dark patch the \
          shape of a courtyard, where five windows should have answered the five windows of Wren \
          Court and did not. Across from it, the people of Wren Court had hung their lanterns as \
          always, and the lights shone out across the water into nothing.
          """,
          """
          No, not quite nothing. As Ilse watched, a single small light came on in the dark patch. \
          It was not a lantern, she thought; it was too small and too low, more like a candle set \
          on a kitchen table. It flickered, and steadied, and stayed lit. Tob saw it too. \
          “Someone's home,” he said, and one of his sisters, who was six and had no idea what they \
          were talking about, said, “They're late,” in a tone of deep disapproval.
          """,
          """
          Ilse sat on the steps long after the others had gone down to the river to watch the \
          boats, looking at that one small light. She thought about the brothers, and the clock \
          that had never been finished, and the hole in the Exchange tower behind her where it \
          should have been. She thought about an old woman living alone behind a wall, who had lit \
          a candle on the Night of Lanterns even though there was nobody to see it. Or perhaps \
          because she knew that, somewhere, somebody might be looking.
          """,
          """
          In the morning she went to the bakery on Candle Lane. The baker, a broad, cheerful woman \
          called Duna, showed her the little door at the back of the yard, painted the same colour \
          as the wall, with a hatch in it at waist height. “Bread and milk on Tuesdays and \
          Fridays,” Duna said, “and a bun on Sundays, because I think she ought to have a bun. \
          She's never once complained. Never once said thank you, either, mind.” Ilse wrote a \
          note, folded it twice, and asked Duna to put it in with Friday's loaf.
          """,
        ]))
    a.append(
      Chapter(
        title: "July: Behind the Wall",
        paragraphs: [
          """
          The note said only this: that Ilse was the cartographer making the new map of the city \
          for the Year's End Fair; that she had found the courtyard on the old plans; that she had \
          no wish to trouble anyone; and that she would be very grateful to be allowed to measure \
          it, so that the map would be true. She signed it with her name and the name of Berthe's \
          shop, and underneath, after some thought, she added: I believe your father and my aunt \
          once met.
          """,
          """
          It was not a lie. She had found Edwin Fenn's initials in Berthe's field books, in a \
          column of figures from forty years earlier, with a note in the margin: E.F. would not \
          admit me; measured from the lane. Berthe had come to the same wall and been turned away \
          from it. Ilse had thought about that for a long time. It seemed to her that it was the \
          only entry in all forty years of field books where her aunt had accepted a closed door.
          """,
          """
          For two weeks there was no answer. Then, on a hot Tuesday morning in the middle of July, \
          Duna came up the Rope Stair in her apron, out of breath and holding a folded scrap of \
          paper as though it might go off. The paper was old and good and slightly yellow. On it, \
          in a small, upright hand, someone had written: Thursday. Ten o'clock. The back door. \
          Come alone and do not bring the boy, he talks.
          """,
          """
          On Thursday at ten Ilse stood in Duna's yard, holding the theodolite case, while Duna \
          pretended very hard to be kneading dough at the kitchen window. The little door opened \
          inward. Behind it was a narrow passage, dim and cool, that turned twice and came out, \
          without warning, into sunlight. Ilse stepped out of the passage and stopped, and for a \
          moment could not think of anything at all to say.
          """,
          """
          It was Wren Court. It was Wren Court exactly, as if she had stepped through a mirror: \
          the well in the middle, the crooked pear tree, the five little houses around the sides. \
          But where the western court was tidy and busy, with children's bicycles and washing \
          lines and pots of geraniums, this one had been given over, slowly and completely, to a \
          garden. Roses climbed the walls of the empty houses and spilled out of their windows. \
          Beans grew up the pear tree. There were beds of herbs, of lettuces, of tall blue flowers \
          Ilse did not know the name of, and bees everywhere, and the sound of the bees was the \
          only sound.
          """,
          """
          An old woman was sitting on the edge of the well, wearing a straw hat and gardening \
          gloves. She was very thin and very straight, and her eyes were the pale grey of river \
          water in winter. She looked Ilse up and down, and the theodolite, and the chain. “You're \
          Berthe Marr's niece,” she said. “You have her chin. She came here once, you know. My \
          father shut the door in her face. He was sorry about it afterwards, but he would never \
          have said so.” She took off one glove. “I'm Orla Fenn. You may measure my garden. Don't \
          step on the thyme.”
          """,
          """
          Ilse measured the garden all that day, and Orla watched her from the well, and sometimes \
          from the kitchen door, and once brought her a glass of water with a sprig of mint in it \
          without saying a word. It was the quietest survey Ilse had ever made. When she had \
          finished, and was packing the chain away, Orla asked, as if it did not matter to her at \
          all, “And is it the same? As the other one?” Ilse looked at her figures. “To the inch,” \
          she said. Orla nodded, and looked at the wall that faced the lane, and said nothing \
          more.
          """,
        ]))
    a.append(
      Chapter(
        title: "August: Two Brothers",
        paragraphs: [
          """
          Ilse came back in August, because Orla asked her to, in a second note that was slightly \
          less brusque than the first. This time Orla led her into the house itself, the first on \
          the left, the twin of Aldous Fenn's old house across the water. The front room had been \
          a workshop once. There was a long bench under the window, and racks of tiny tools, and a \
          lathe under a dust sheet, and on every wall, ticking softly out of step with one \
          another, there were clocks.
          """,
          """
          “My father's,” said Orla. “All of them. He never sold the last ones. He never sold \
          anything, at the end.” She made tea in a pot shaped like a beehive and they drank it at \
          the workbench, among the clocks, and for a long time neither of them said anything. Then \
          Orla put down her cup, went to a cupboard, and brought out a bundle of letters tied with \
          a bootlace. “You'd better know,” she said. “If you're going to put it on a map, you'd \
          better know.”
          """,
          """
          The letters were from Aldous to Edwin. There were nearly fifty of them, one for every \
          year after the quarrel, all sent on the same date — the day of the Night of Lanterns — \
          and none of them had been opened until Edwin died. Orla had opened them herself, at his \
          kitchen table, the week after the funeral, and read them all in one night. She had not \
          been able to bring herself to read them again since. She pushed them across the bench. \
          “You read them,” she said. “Tell me if I remembered them right.”
          """,
          """
          They were short, the letters. Mostly they were about clocks. Aldous wrote about a \
          mechanism he was working on, or a repair he had done for a customer, or a spring he had \
          wound too tight. He wrote about the weather, and the river, and the price of brass. He \
          never once mentioned the quarrel, or the wall, or the great clock for the Exchange. But \
          at the end of every letter, every single year, there was the same line: I lit the \
          lantern. I hope you lit yours.
          """,
          """
          “He did,” said Orla. Her voice was quite steady. “My father. Every year, on the Night of \
          Lanterns, he lit a candle on the kitchen table. Not in the window. He wouldn't put it in \
          the window, because that would be giving in. But he lit it, and he sat with it until it \
          burned down. I thought it was just something old men do. I didn't know about the letters \
          until after. I didn't know his brother was doing the same thing, on the other side of \
          the river, for fifty years.”
          """,
          """
          Ilse asked, carefully, what the quarrel had been about. Orla laughed, a short, surprised \
          sound, as if she had not laughed in some time. “The clock,” she said. “The Exchange \
          clock. Edwin wanted the dial in Roman numerals and Aldous wanted plain ones, so the \
          people in the market could read it. That's all. That's truly all. They each built half \
          of it, and the halves didn't fit, and each said it was the other one's fault, and then \
          they were too proud to stop. Father's half is in the cellar. I expect his brother kept \
          the other.”
          """,
          """
          She went to the window and stood looking at the wall. “I lit the candle this year,” she \
          said, without turning round. “I don't know why. Habit. Or perhaps I thought somebody \
          might see it.” Ilse thought of the one small light she had watched from Heron Steps, and \
          for a moment she nearly said so. But she didn't. She only said that she would come back \
          in September, if she might, to check her figures, and Orla said that she might, and that \
          she should bring the boy next time after all, as the pears would need picking and her \
          arms were not what they were.
          """,
        ]))
    a.append(
      Chapter(
        title: "September: The Other Half",
        paragraphs: [
          """
          In September Ilse went looking for the other half of the clock. It was not, strictly, \
          any of her business. The survey was nearly done; all that was left were the outlying \
          farms and the two bridges, which Tob could chain with his eyes closed. But she had \
          started to feel that the map she was making would not be finished until she knew what \
          was on the other side of the wall, and the other side of the wall was across the river.
          """,
          """
          Aldous Fenn had died eleven years ago, Hollis Pike told her, consulting a register. His \
          house in Wren Court had passed to a great-nephew, who had sold it, and the family that \
          lived there now were called Abara: a young couple, a baby, a grandmother, and a great \
          many pots of geraniums. Mrs. Abara, the young one, answered the door with the baby on \
          her hip and listened to Ilse's story with growing astonishment. “The cellar,” she said. \
          “There's a great iron thing in the cellar that we can't get up the stairs. We thought it \
          was part of the boiler.”
          """,
          """
          It was not part of the boiler. It was half of a clock, the works half — a tall, dark \
          iron frame full of wheels and arbors, and a pendulum as long as a man, all of it furred \
          with sixty years of dust but, to Ilse's eye, perfectly sound. Engraved on the frame, \
          where a maker would put his name, were two names, A. Fenn and E. Fenn, and a date. \
          Somebody had tried, long ago, to scratch out the second name and had given up halfway.
          """,
          """
          Mr. Abara, who repaired bicycles for a living and had a practical sort of curiosity, \
          held a lamp while Ilse measured the frame. Then, because he was interested and it was a \
          slow afternoon, he came with her across the river and into Orla's garden, where Orla, \
          after a long, suspicious look at him, allowed them into her own cellar. Her father's \
          half was there, under a sheet: the great dial, Roman numerals in gilt on black enamel, \
          with its hands, and the case that was meant to hold it all.
          """,
          """
          Mr. Abara looked at the dial, and then at the measurements Ilse had written down, and \
          then at the dial again. “They'd fit,” he said. “They'd fit fine. It's a bit of work, but \
          they'd fit.” He pointed to the back of the dial, where the arbor of the hands should \
          have met the works. “This is a bad fitting, here — the bushing's too narrow. That's \
          probably what went wrong. Two days with a file. Maybe three.” There was a long silence \
          in the cellar.
          """,
          """
          “Sixty years,” said Orla at last. “Sixty years, for a bushing.” She sat down on the \
          cellar steps quite suddenly, as though her knees had made the decision without her. “He \
          outlived my father by a year,” she said. “Aldous. I had the letters by then. I could \
          have gone across. I kept meaning to.” She put her face in her hands, and Ilse could not \
          tell whether she was laughing or crying, and suspected that Orla could not tell either. \
          Mr. Abara, who had a grandmother of his own, went upstairs and made a pot of tea in the \
          beehive without being asked.
          """,
          """
          That evening, back in the shop, Ilse opened Berthe's field book at the page that said \
          E.F. would not admit me; measured from the lane, and beneath it, in her own hand, she \
          wrote: Admitted, July. Measured in full. Same to the inch. Then she sat by the stove \
          with Meridian on her knees and looked at the sentence for a long time, and thought that \
          there were some measurements that were not about distance at all.
          """,
        ]))
    a.append(
      Chapter(
        title: "October: Drawing the Line",
        paragraphs: [
          """
          October was for drawing. The fieldwork was finished; the chain was oiled and coiled and \
          hung on its nail; Tob had gone back to the ferries, where he was now trusted to row the \
          late crossing alone and talked about nothing else. Ilse moved her table to the window of \
          the shop, where the light was best, and laid out the great sheet of paper on which the \
          new map of Ambry would be drawn before it was engraved in copper.
          """,
          """
          She drew the river first, because Berthe always had. A map of Ambry, her aunt used to \
          say, is a map of a river with a city on each side, not the other way round. Ilse drew it \
          in pencil, then in ink, a long blue curve down the middle of the sheet, with its bends \
          and shallows and the piers of the bridges, and then she began, street by street, to \
          build the two banks up the hillsides from the water. Where a lane did not quite agree \
          with its twin — a foot here, a step there, the small honest changes of four hundred \
          years — she drew it as it was, not as the founders had meant it. A map that pretended \
          the city was perfect, she thought, would be less beautiful, not more.
          """,
          """
          And then she came to Candle Lane. She drew the stair, and the houses, and the bakery \
          with its yard. And then she stopped, with the pen above the paper, and did not draw \
          anything for a long time. Because a map must show what is there, and what was there was \
          a wall. But behind the wall was a garden that matched Wren Court to the inch, and an old \
          woman who had asked her, on her last visit, in a voice that tried hard to sound \
          uninterested, whether it would be on the map.
          """,
          """
          Ilse had said that she didn't know. It was the truth. There were arguments both ways, \
          and she had made all of them to herself, walking up and down the Rope Stair at night. \
          The court was private. It had been closed, lawfully, with the council's blessing. Orla \
          had lived there unseen for thirty years and had every right to go on doing so. To put it \
          on the map would be to open it, in a way, to every stranger with a copy, and that was \
          not a cartographer's decision to make. But to leave it off would be to draw the wall as \
          if it were the whole truth, and Ilse had spent a year learning that it wasn't.
          """,
          """
          In the end she went and asked. Orla was in the garden, cutting back the roses for \
          winter, and she listened without stopping. When Ilse had finished, she snipped one more \
          stem, put it in the basket, and said: “Draw it. Draw the garden. And draw the arch, \
          where it used to be. Dotted, or however you do it. So people know there was a way \
          through.” She pulled off a glove. “My father would be furious,” she said. “Good.”
          """,
          """
          So Ilse drew it. She drew the garden, and the well, and the pear tree, and the five \
          little houses, and where the arch had been she drew a fine dotted line, the way maps \
          show a path that might be walked but is not yet a road. Then she took the sheet to the \
          window, and folded it, slowly, along the blue line of the river, and held it up to the \
          light. The garden lay exactly over Wren Court. There was no hole. For the first time in \
          sixty years, the map of Ambry closed perfectly on itself, every lane meeting its twin — \
          and it was only a map, she knew, only paper. But it was a start.
          """,
        ]))
    a.append(
      Chapter(
        title: "November: Copper and Ink",
        paragraphs: [
          """
          The engraving took all of November. Ilse worked at the copper plate from first light \
          until her eyes ached, cutting the lines backwards into the metal with the burin, the way \
          Berthe had taught her, so that they would print the right way round. It is strange, \
          delicate work, drawing a city in mirror image; she found that after a few hours she \
          began to see the whole of Ambry reversed, east on the west, the river running the wrong \
          way, and had to go out and walk beside the real water to set herself straight again.
          """,
          """
          Meanwhile, things were happening without her. Mr. Abara had spent three weekends in \
          Orla's cellar with a file, an oil can and his toolbox, and had reported — through Tob, \
          who carried messages back and forth across the river with the solemnity of an ambassador \
          — that the bushing was fixed, and that the two halves of the clock fitted together as if \
          they had been waiting to. He had also asked Orla one question about the dial, which Tob \
          had not been allowed to hear. Orla had said that it was very kind of him, and had sent \
          him home each time with a jar of pear jam.
          """,
          """
          Hollis Pike had found out, with the help of a very old and very pleased member of the \
          Works Committee, that the hole in the Exchange tower was still the right size, and that \
          the council had never formally cancelled the commission; it had only been postponed, \
          sixty years ago, “until the makers are agreed.” “And are they?” Hollis asked Ilse, \
          peering over his spectacles. Ilse said she thought perhaps they were, by proxy. Hollis \
          said that would do very well, since half the city's business was done by proxy, and went \
          off to find a form.
          """,
          """
          The hardest part was Orla. She had agreed to the map. She had agreed to the clock. But \
          when Ilse, carefully, mentioned the Abara family and the house in Wren Court — that old \
          Mrs. Abara had heard the story and asked whether the lady across the river might like to \
          come to tea — Orla went very still and said that she did not go out. She had not been \
          beyond the garden in thirty years. She did not intend to start now, at her age, to be \
          stared at by strangers. Ilse did not press her.
          """,
          """
          On the last day of November Ilse pulled the first proof. She inked the plate, wiped it, \
          laid the damp paper on it, and turned the great wheel of the press, and when she lifted \
          the sheet away there was Ambry: both banks, every lane, every stair, the river down the \
          middle, the farms and the bridges, the dotted line on Candle Lane, the garden. Tob, who \
          had come to watch, said it looked just like the city, and then, after a pause, that it \
          looked better than the city, and then that he hadn't meant that, and went red.
          """,
          """
          She took the proof to Orla the next morning and laid it out on the workbench among the \
          ticking clocks. Orla looked at it for a long time. She put her finger on the garden, and \
          then, slowly, she moved it across the blue line of the river and laid it on Wren Court, \
          on the first house on the left. “He'd have liked this,” she said. “Aldous. He liked \
          maps. He used to draw them for me when I was little, before — well. Before.” She took \
          her finger away. “When is the Fair?”
          """,
          """
          Ilse told her: the last evening of December, at the Exchange, with the map presented at \
          dusk, after the bell. Orla nodded, and folded the proof along the river, carefully, the \
          way everyone in Ambry learned to as a child, and held it up to the window so that the \
          two halves shone through each other. Then she gave it back without a word. But that \
          evening, Duna reported, she had asked for two buns with her Friday loaf instead of one, \
          and had been heard, behind the little door, humming.
          """,
        ]))
    a.append(
      Chapter(
        title: "December: The Fold Closes",
        paragraphs: [
          """
          The Year's End Fair filled the Exchange square from wall to wall. There were stalls of \
          roast chestnuts and hot cider, and a band that played the same four tunes with great \
          enthusiasm, and children running between the legs of the grown-ups with paper lanterns \
          on sticks. Snow had fallen in the morning and been trodden to slush by noon. The great \
          copper dome of the Exchange glittered in the early dark, and high on its tower, where \
          for sixty years there had been a round black hole, there was a tarpaulin, lashed down at \
          the corners and flapping a little in the wind.
          """,
          """
          The map was to be presented at dusk, and Ilse stood on the Exchange steps with the \
          framed print under a cloth, feeling exactly as nervous as she had expected to and \
          slightly more. Hollis Pike stood beside her in a coat of astonishing age. Tob and his \
          sisters and Nan Coble had a place at the front, Nan in a folding chair she had brought \
          on the ferry, with a blanket and a flask. Duna had closed the bakery early. The Abaras \
          were there, the baby asleep in a sling. Everyone, in fact, was there, except the one \
          person Ilse kept looking for.
          """,
          """
          The bell rang for dusk. The Mayor made a speech that was longer than anyone wanted and \
          shorter than he had written. Then Ilse pulled away the cloth, and there was the map, and \
          people pressed forward to find their own houses on it, and argued about whose was best \
          drawn, and the old man from Tallow Street found his front step and was seen to wipe his \
          eyes. She answered questions for what felt like an hour. Yes, it was all measured. Yes, \
          by hand. No, the river was not straight, whatever anybody said. Yes, that was a garden. \
          Yes, it had always been there.
          """,
          """
          Then the crowd shifted, the way crowds do when something is happening at their edges, \
          and went quiet. Through the middle of it, very slowly, on Mr. Abara's arm, came a thin, \
          straight old woman in a straw hat, which was entirely the wrong hat for December, and a \
          good wool coat that smelled of mothballs. She had come across the river on the late \
          ferry, Tob told Ilse afterwards, in a whisper of enormous pride, and he had rowed it. \
          She had held on to the side the whole way with both hands and told him to stop talking.
          """,
          """
          Orla Fenn walked up to the map and looked at it, and the people of Ambry, who had mostly \
          never seen her and had half believed she was a story, made room for her without being \
          asked. Then she turned around and looked up at the tower of the Exchange. Mr. Abara \
          raised a hand. Somebody high on the tower pulled a rope. The tarpaulin came away and \
          fell, turning slowly, into the dark, and behind it was the clock — the great black dial, \
          with its hands, and its numerals in gilt. Roman numerals, all around the edge. And \
          beneath each one, small and plain, so that anyone in the market could read it, an \
          ordinary number as well.
          """,
          """
          There was a long moment of silence, in which the only sound was the clock, ticking for \
          the first time in sixty years. Then the square began to cheer, and the band struck up \
          the first of its four tunes, and somewhere across the river somebody began to ring a \
          handbell. Orla did not cheer. She stood very straight in her straw hat with her eyes on \
          the clock, and Ilse, beside her, heard her say, very quietly, to nobody in particular: \
          “Both. Of course. You idiots. Both.”
          """,
          """
          Later, when the crowd had thinned and the chestnut stalls were packing up, the two of \
          them walked down to the water together and stood on the river wall. It was full dark. \
          Across the Lisk the lanterns of the west bank glowed in their windows, and behind the \
          two women the lanterns of the east, and halfway up the eastern hill, on Candle Lane, \
          where the wall had been, there was a new light. Duna and Mr. Abara had spent the \
          afternoon, with Orla's permission and a borrowed ladder, taking out enough stones to \
          make a doorway. It was not the old arch, not yet. But there was a lantern in it.
          """,
          """
          Ilse went home to the Rope Stair late that night and found Meridian asleep on the ink \
          tin and Berthe's red pencil on the mantel where she had left it in January. She took the \
          last proof of the map from the drawer, spread it on the counter, smoothed it with the \
          side of her hand, and folded it slowly along the river. Then she held it up to the \
          window. The light came through both halves at once, and every lane lay over its twin, \
          and the garden lay over Wren Court, and the city looked like a single city, drawn once, \
          in darker ink. She thought she might write a line in the field book, and then decided \
          that there was nothing to add. It was, for once, exactly the same on both sides.
          """,
        ]))
    return a
  }()
}
