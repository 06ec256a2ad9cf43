/// The mailbox the list-detail pattern shows.
///
/// The inbox of a designer at a small studio: colleagues, a client, friends, a bike
/// club, a landlord, family and a few newsletters, newest first. A handful of
/// messages carry non-ASCII text on purpose (a combining accent, CJK, emoji with
/// VS16, a ZWJ sequence) so the renderer's width handling gets exercised.
public enum Mailbox {
  /// All 64 messages, newest first, with IDs 1 to 64 in that order.
  public static let messages: [Message] = {
    var a: [Message] = []
    a.reserveCapacity(64)
    a.append(
      Message(
        id: 1, sender: "Maya Lindqvist", subject: "Standup moved to 10:15", date: "Mon 09:41",
        body: """
          Morning! The engineer is coming at half nine to look at the plotter, so let's push \
          standup to 10:15. Bring whatever you have for the Benedetti labels, even if it's rough. \
          Rough is good at this stage.
          """))
    a.append(
      Message(
        id: 2, sender: "Sam Okafor", subject: "Staging is back up", date: "Mon 09:12",
        body: """
          The staging server fell over at some point on Saturday night and nobody noticed until \
          I tried to show my flatmate the ferry site. It's back now. I've added an alert so it \
          pings the studio channel next time instead of sulking quietly.
          """))
    a.append(
      Message(
        id: 3, sender: "Kestrel Bank", subject: "Your November statement is ready",
        date: "Mon 08:30",
        body: """
          Your statement for the period ending 23 November is now available in online banking. \
          For your security, we will never ask for your PIN or passcode by email.
          """))
    a.append(
      Message(
        id: 4, sender: "Fieldnotes Weekly", subject: "Issue 212: The quiet grid", date: "Mon 07:05",
        body: """
          This week: why the best layouts are the ones you stop noticing, a tour of a \
          railway signage archive, and three readers share the notebooks they actually finish. \
          Plus the usual links, and an apology for last week's broken image.
          """))
    a.append(
      Message(
        id: 5, sender: "Priya Nair", subject: "Re: Sunday ride photos", date: "Sun 21:40",
        body: """
          If that photo goes on the website I am leaving the club and taking my spare inner \
          tubes with me. Okay fine, it's a good photo. Crop out the face I'm making though.
          """))
    a.append(
      Message(
        id: 6, sender: "Owen Gallagher", subject: "Sunday ride photos", date: "Sun 21:17",
        body: """
          I've uploaded about forty photos from this morning to the club album. The one of Priya \
          on the climb out of Ashby is going on the website, no arguments. Thanks to everyone \
          who waited at the top — the wind up there was brutal. Same route in two weeks if the \
          weather holds.
          """))
    a.append(
      Message(
        id: 7, sender: "Mum", subject: "Your dad's birthday", date: "Sun 19:55",
        body: """
          Just a reminder that it's Dad's birthday on the 3rd. He says he doesn't want anything, \
          which means a book about boats. Call him in the evening, he's at the allotment all day. \
          Love you ❤\u{FE0F}
          """))
    a.append(
      Message(
        id: 8, sender: "Zoe\u{301} Marchand", subject: "Arriving Thursday!", date: "Sun 18:02",
        body: """
          My train gets in at 17:48 on Thursday, platform to be announced, as always. \
          Don't come to meet me if you're working late, I can find my way to yours. \
          I'm bringing cheese from the market here and I refuse to apologise for the smell \
          in your fridge.
          """))
    a.append(
      Message(
        id: 9, sender: "Greenway Grocers", subject: "What's in your box this week",
        date: "Sun 12:30",
        body: """
          This week's box: purple sprouting broccoli, a squash the size of a small dog, red \
          onions, kale, apples from Fernley Orchard and a jar of our first chutney. \
          Changes close at midnight on Tuesday.
          """))
    a.append(
      Message(
        id: 10, sender: "Ben Hartley", subject: "Quiz night?", date: "Sun 10:14",
        body: "Quiz at the Anchor again on Wednesday. We need our flag expert back. Are you in?"))
    a.append(
      Message(
        id: 11, sender: "Dermot Halloran", subject: "Boiler service on Tuesday", date: "Sat 16:48",
        body: """
          Hello, just to let you know the gas engineer will come round on Tuesday between 8 and \
          12 for the yearly boiler check. If that doesn't suit, tell me and I'll rearrange. \
          He'll need to get to the cupboard in the hall, so if you could clear the shoes out \
          that would be a great help. Thanks, Dermot.
          """))
    a.append(
      Message(
        id: 12, sender: "Kenji Watanabe", subject: "東京 trip: hotel shortlist", date: "Sat 14:22",
        body: """
          I've narrowed it down to three places near the conference venue. The one in Kuramae is \
          the cheapest and is a short walk from two good stationery shops, which I admit is how \
          I'm judging it. Three nights, as agreed — I'd rather not explain a fourth one to Maya. \
          Shall I just book it?
          """))
    a.append(
      Message(
        id: 13, sender: "Eastgate Library", subject: "A book you reserved is waiting",
        date: "Sat 09:00",
        body: """
          Good news: “Mapping the Hidden City” is ready to collect from the front desk. \
          We'll keep it for you until Saturday 6 December.
          """))
    a.append(
      Message(
        id: 14, sender: "Priya Nair", subject: "Ride tomorrow, 8:30 at the bridge?",
        date: "Sat 08:11",
        body: """
          Owen says the group is doing the long loop tomorrow. I'm going to peel off at the \
          reservoir and come back the short way, want to join me? My legs are still complaining \
          about Wednesday's hill repeats.
          """))
    a.append(
      Message(
        id: 15, sender: "Lucia Benedetti", subject: "Re: Label options", date: "Fri 18:36",
        body: """
          Thank you for the three routes. My father likes the green one because it looks like the \
          old tins, and I like the one with the hand-drawn olive branch. We are a family business, \
          so naturally we have argued about it over two dinners. Can we talk on Monday? \
          I think there is a way to combine them.
          """))
    a.append(
      Message(
        id: 16, sender: "Maya Lindqvist", subject: "Launch day 🎉", date: "Fri 17:02",
        body: """
          The Halden Ferries timetable site is live! Thank you all — especially Sam for staying \
          until the DNS behaved, and Kenji for redrawing every route map twice. The client has \
          already sent a very long, very happy email. Drinks are on the studio tonight at the \
          Anchor from six.
          """))
    a.append(
      Message(
        id: 17, sender: "Sam Okafor", subject: "Re: Launch checklist", date: "Fri 15:47",
        body: """
          Redirects done, sitemap submitted, old timetables archived. The only thing left is \
          the winter schedule, which they still haven't sent. I've put a friendly banner up \
          that says it is coming soon.
          """))
    a.append(
      Message(
        id: 18, sender: "Owen Gallagher", subject: "Club kit order closes Sunday",
        date: "Fri 13:20",
        body: """
          Last call for the winter kit order. Jerseys, gilets and the new thermal gloves are all \
          on the form. Sizes run small, so if you're between two, go up. I'll send the order to \
          the printers on Monday morning.
          """))
    a.append(
      Message(
        id: 19, sender: "Kenji Watanabe", subject: "Route map icons", date: "Fri 11:05",
        body: """
          I've pushed the last version of the ferry icons. The little anchor now survives at \
          16 pixels, barely. If anyone makes me draw a lifebuoy again I'm moving to accounting.
          """))
    a.append(
      Message(
        id: 20, sender: "Fieldnotes Weekly", subject: "Reader survey: five minutes?",
        date: "Fri 09:30",
        body: """
          We're planning next year and would love to know what you read, what you skip and what \
          you wish we wrote about. The survey takes about five minutes. One respondent wins a \
          very nice pencil.
          """))
    a.append(
      Message(
        id: 21, sender: "Ben Hartley", subject: "Left my jacket at yours", date: "Fri 08:44",
        body:
          "I think my grey jacket is on the back of your kitchen chair. No rush, I have another."))
    a.append(
      Message(
        id: 22, sender: "Zoe\u{301} Marchand", subject: "Re: Plans for the weekend",
        date: "Thu 22:10",
        body: """
          Yes to the market on Saturday, yes to the long walk along the canal, and a very firm \
          no to the cinema with the uncomfortable seats. Can we find that coffee place with the \
          blue door again? I've been thinking about the almond cake since last spring.
          """))
    a.append(
      Message(
        id: 23, sender: "Dermot Halloran", subject: "Re: Bathroom window", date: "Thu 17:35",
        body: """
          Thanks for letting me know. The catch on that window has always been stiff but it \
          shouldn't be stuck. I'll bring a new one round on Saturday morning, around ten, if \
          you'll be in. Don't force it in the meantime.
          """))
    a.append(
      Message(
        id: 24, sender: "Maya Lindqvist", subject: "Say hi to Ines 👩\u{200D}💻", date: "Thu 14:18",
        body: """
          Ines Carvalho joins us on Monday as our new front-end developer. She's coming from a \
          museum's digital team, so expect strong opinions about captions. Please be nice, show \
          her where the good mugs are, and don't tell her about the plotter yet.
          """))
    a.append(
      Message(
        id: 25, sender: "Kestrel Bank", subject: "New device signed in", date: "Thu 11:02",
        body: """
          We noticed a sign-in to your account from a new device. If this was you, there's \
          nothing more to do. If it wasn't, please contact us using the number on the back \
          of your card.
          """))
    a.append(
      Message(
        id: 26, sender: "Priya Nair", subject: "Hill repeats were a mistake", date: "Thu 07:52",
        body: """
          I can't feel my legs. Whose idea was six times up Corrie Lane? Mine, I know. \
          Never let me plan training again.
          """))
    a.append(
      Message(
        id: 27, sender: "Ben Hartley", subject: "We came fourth", date: "Wed 23:05",
        body: """
          Fourth out of eleven, which is our best ever, and entirely down to you knowing the \
          flag of Bhutan. The dragon round was a disgrace. Same time next week?
          """))
    a.append(
      Message(
        id: 28, sender: "Lucia Benedetti", subject: "Photos from the grove", date: "Wed 20:15",
        body: """
          As promised, here are some photos from the harvest. The light in the afternoon is the \
          colour I was trying to describe in our first meeting. Maybe something for the \
          background of the label? My cousin took them on his phone, so forgive the wobble.
          """))
    a.append(
      Message(
        id: 29, sender: "Sam Okafor", subject: "Font licence question", date: "Wed 15:40",
        body: """
          Do we have a web licence for the serif we used on the ferry site, or only desktop? \
          I found the invoice from 2022 but it doesn't say. Not urgent, but I'd like to sort it \
          before someone else asks.
          """))
    a.append(
      Message(
        id: 30, sender: "Eastgate Library", subject: "Your loans are due soon", date: "Wed 09:00",
        body: """
          The following items are due back on Saturday 29 November: “A Field Guide to Mosses” \
          and “The Printer's Year”. You can renew them online or at any branch.
          """))
    a.append(
      Message(
        id: 31, sender: "Mum", subject: "Photos of the garden", date: "Wed 08:26",
        body: """
          The frost got the dahlias at last, but the winter jasmine has started, so it evens out. \
          Your aunt came for lunch and asked after you. I said you were busy being important.
          """))
    a.append(
      Message(
        id: 32, sender: "Kenji Watanabe", subject: "Re: 東京 dates", date: "Tue 18:48",
        body: """
          Maya says the studio will cover three nights and the train from the airport. \
          Now I just need to find somewhere to stay that isn't a capsule. I'm making a list of \
          type foundries to visit and you're welcome to add to it.
          """))
    a.append(
      Message(
        id: 33, sender: "Greenway Grocers", subject: "Your order has been changed",
        date: "Tue 14:12",
        body: """
          We've swapped the leeks in this week's box for chard because of the weather. \
          Sorry about that. Everything else is as planned.
          """))
    a.append(
      Message(
        id: 34, sender: "Owen Gallagher", subject: "AGM date and agenda", date: "Tue 11:30",
        body: """
          The club AGM will be on Thursday 11 December at the scout hut, 7pm. On the agenda: \
          the accounts, next year's calendar, electing a new treasurer, and whether we finally \
          buy a proper pump for the trailer. Please send me any other items by the end of the \
          month. There will be mince pies.
          """))
    a.append(
      Message(
        id: 35, sender: "Maya Lindqvist", subject: "Invoices before Friday, please",
        date: "Tue 09:04",
        body:
          "If you have any freelance invoices or expenses for November, send them before Friday."))
    a.append(
      Message(
        id: 36, sender: "Zoe\u{301} Marchand", subject: "Train booked", date: "17 Nov",
        body: """
          Done! I'll be with you on the 27th for four days. I've already made a list of things \
          we are going to eat. Please tell me the bakery on your corner is still open.
          """))
    a.append(
      Message(
        id: 37, sender: "Fieldnotes Weekly", subject: "Issue 211: Margins", date: "17 Nov",
        body: """
          This week: the case for generous margins, a designer who only uses three colours, \
          and a short history of the index card. Also: your letters about pencils, which were \
          more numerous and more passionate than we expected.
          """))
    a.append(
      Message(
        id: 38, sender: "Priya Nair", subject: "Book club pick", date: "16 Nov",
        body: """
          It's my turn to choose and I've gone for something short, because half of us didn't \
          finish the last one. It's a novel about a lighthouse keeper. Meeting is at mine, \
          first Thursday of December, bring snacks.
          """))
    a.append(
      Message(
        id: 39, sender: "Dermot Halloran", subject: "Gutters cleared", date: "15 Nov",
        body: """
          Just to say the gutter man has been and the front gutter is clear now. He found a \
          tennis ball in the downpipe, which explains the waterfall. Let me know if you see \
          any more overflowing when it rains.
          """))
    a.append(
      Message(
        id: 40, sender: "Lucia Benedetti", subject: "Introduction", date: "14 Nov",
        body: """
          Hello, my name is Lucia and I run the family olive oil business with my father. \
          A friend who knows Maya gave me your address. We are changing our labels for the first \
          time in thirty years and we are a little nervous. Would you have time to talk next week?
          """))
    a.append(
      Message(
        id: 41, sender: "Sam Okafor", subject: "Lunch?", date: "14 Nov",
        body: "Noodles at the place by the station? I'll be ready at one."))
    a.append(
      Message(
        id: 42, sender: "Kenji Watanabe", subject: "Type conference accepted!", date: "13 Nov",
        body: """
          My talk was accepted! Twenty minutes on drawing route maps for small screens. I'm \
          thrilled and a bit terrified. Maya says the studio will send two of us, so start \
          thinking about whether you want to come.
          """))
    a.append(
      Message(
        id: 43, sender: "Kestrel Bank", subject: "Changes to our terms", date: "12 Nov",
        body: """
          We're updating the terms of your current account from 1 January. The main changes \
          concern overdraft notices and how we contact you. You don't need to do anything.
          """))
    a.append(
      Message(
        id: 44, sender: "Owen Gallagher", subject: "Lights on from now on", date: "11 Nov",
        body: """
          Clocks have gone back, so from now on front and rear lights are required on every \
          club ride, including the Sunday morning ones. It gets dark early on the way back from \
          the reservoir. If you need a spare, I have a box of them.
          """))
    a.append(
      Message(
        id: 45, sender: "Mum", subject: "Did you get the parcel?", date: "10 Nov",
        body: """
          I sent you a parcel on Friday with the scarf and some of the quince jelly. \
          The post office lady said two days. Let me know when it arrives.
          """))
    a.append(
      Message(
        id: 46, sender: "Ben Hartley", subject: "Moving house (help)", date: "8 Nov",
        body: """
          We're moving on the 22nd and I've discovered I own eleven boxes of cables. \
          If you can lend a pair of hands for the morning, I will pay in pizza and eternal \
          gratitude. We have a van and a very optimistic plan.
          """))
    a.append(
      Message(
        id: 47, sender: "Maya Lindqvist", subject: "Ferry site: final review", date: "7 Nov",
        body: """
          Can we all sit down on Monday afternoon and go through the ferry site page by page? \
          I'd like fresh eyes on the timetable tables especially. I'll book the big room and \
          bring biscuits as a bribe.
          """))
    a.append(
      Message(
        id: 48, sender: "Greenway Grocers", subject: "Thank you for six months", date: "6 Nov",
        body: """
          You've been getting a Greenway box for six months now. As a thank you, there's a small \
          jar of honey from our neighbours in your next delivery. We hope you like it.
          """))
    a.append(
      Message(
        id: 49, sender: "Zoe\u{301} Marchand", subject: "A long overdue letter", date: "5 Nov",
        body: """
          I know, I know, it's been months. The new job is good, the flat is small, and the \
          neighbour's cat has decided I'm its second home. I miss our walks. \
          When can I visit? Tell me a weekend and I'll book the train before I change my mind.
          """))
    a.append(
      Message(
        id: 50, sender: "Fieldnotes Weekly", subject: "Issue 210: Borrowed alphabets",
        date: "4 Nov",
        body: """
          This week: shop signs painted by people who didn't speak the language, a visit to a \
          wood type museum, and a reader's collection of bus tickets. Plus a correction: the \
          poster we praised last week was printed in 1964, not 1946.
          """))
    a.append(
      Message(
        id: 51, sender: "Sam Okafor", subject: "Re: Timetable tables", date: "3 Nov",
        body: """
          I tried the tables at every width I could think of. They scroll sideways on small \
          phones, which is fine, but the first column should stick. I'll have a go tomorrow.
          """))
    a.append(
      Message(
        id: 52, sender: "Dermot Halloran", subject: "Rent for next year", date: "1 Nov",
        body: """
          I hope all is well. I wanted to let you know early that I'm keeping the rent the same \
          for next year. You've been a very good tenant and I'd rather keep you than make a few \
          pounds more. I'll send the renewal paper in December.
          """))
    a.append(
      Message(
        id: 53, sender: "Priya Nair", subject: "Halloween ride", date: "31 Oct",
        body: """
          Some of us are doing a short night ride tonight in costume. Owen is coming as a \
          pumpkin, apparently. Lights mandatory, costumes strongly encouraged, no capes in the \
          spokes.
          """))
    a.append(
      Message(
        id: 54, sender: "Kenji Watanabe", subject: "Stationery haul", date: "30 Oct",
        body: """
          Look what came in the post: a box of Japanese notebooks that I definitely needed. \
          I'll bring one in for you. The grid is lovely, very faint, like it doesn't want to \
          get in the way.
          """))
    a.append(
      Message(
        id: 55, sender: "Eastgate Library", subject: "Winter talks programme", date: "28 Oct",
        body: """
          Our winter talks start next month, with evenings on local history, bird song and \
          bookbinding. Tickets are free but places are limited, so please book at the desk.
          """))
    a.append(
      Message(
        id: 56, sender: "Mum", subject: "Clocks go back!", date: "27 Oct",
        body: """
          Don't forget the clocks went back at the weekend. Your dad forgot and went to church \
          an hour early.
          """))
    a.append(
      Message(
        id: 57, sender: "Maya Lindqvist", subject: "Studio tidy on Friday", date: "24 Oct",
        body: """
          We're doing the quarterly tidy on Friday afternoon. Everything on the big shelf that \
          doesn't have a name on it goes into the donation box. That includes the mysterious \
          plaster hand. Yes, really.
          """))
    a.append(
      Message(
        id: 58, sender: "Owen Gallagher", subject: "Ride report: the coast loop", date: "22 Oct",
        body: """
          Twelve riders, ninety kilometres, two punctures and one very brave dog at the harbour. \
          The tea room at Sandford ran out of scones before we arrived, which is a serious matter \
          and will be raised at the AGM.
          """))
    a.append(
      Message(
        id: 59, sender: "Ben Hartley", subject: "That podcast I mentioned", date: "20 Oct",
        body: """
          The one about the man who walks every street in his city. Start with episode four, \
          the first three are mostly him buying shoes.
          """))
    a.append(
      Message(
        id: 60, sender: "Sam Okafor", subject: "Keyboard shortcuts doc", date: "17 Oct",
        body: """
          I wrote up the shortcuts I use in the design tool and pinned them in the studio wiki. \
          Half of them I learned from watching Kenji, who refuses to use a mouse like some kind \
          of monk.
          """))
    a.append(
      Message(
        id: 61, sender: "Kestrel Bank", subject: "Your card is on its way", date: "15 Oct",
        body: """
          Your replacement card has been sent and should arrive within five working days. \
          Your old card will keep working until you activate the new one.
          """))
    a.append(
      Message(
        id: 62, sender: "Priya Nair", subject: "Welcome to the club!", date: "12 Oct",
        body: """
          So glad you came on Sunday! Don't worry about the hill, everyone walks it the first \
          time. Owen will add you to the club list. We ride most Sundays at 8:30 from the old \
          bridge, and there's always coffee at the end.
          """))
    a.append(
      Message(
        id: 63, sender: "Greenway Grocers", subject: "Autumn apples are here", date: "9 Oct",
        body: """
          Fernley Orchard's first apples are in, and they're excellent. You can add a bag of \
          eating apples or cooking apples to any box this month.
          """))
    a.append(
      Message(
        id: 64, sender: "Dermot Halloran", subject: "Meter reading", date: "6 Oct",
        body: """
          Could you send me a photo of the electricity meter when you have a minute? \
          The supplier wants a reading and I'd rather not guess. Many thanks.
          """))
    // Right-to-left samples (issue 16): Hebrew needs no shaping, so it is drawn
    // whole, in visual order, in either layout direction (`BidiText`).
    a.append(
      Message(
        id: 65, sender: "נועה כהן", subject: "ארוחת שישי", date: "3 Oct",
        body: """
          שלום! ארוחת שישי אצלנו בשמונה. Bring the apples from Greenway if there are any left.
          """))
    a.append(
      Message(
        id: 66, sender: "Avi Levi", subject: "Re: שלום from Tel Aviv", date: "1 Oct",
        body: """
          The conference was good and the sea was warm. תודה רבה for the map of the old port.
          """))
    return a
  }()
}
