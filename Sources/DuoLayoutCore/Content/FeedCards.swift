/// The cards the feed pattern shows.
///
/// A local neighbourhood feed: 240 cards made deterministically from 24 places and
/// 10 kinds of post. Card `i` (0-based) has kind `i % 10` and its place is picked so
/// that every place meets every kind exactly once and neighbouring cards never
/// share a place. Every 37th card carries a non-ASCII title (CJK, an emoji, a ZWJ
/// sequence, a combining mark, VS16) to exercise the renderer.
public enum FeedCards {
  /// All 240 cards in feed order; card `i` (0-based) has ID `i + 1`.
  public static let cards: [FeedCard] = {
    var a: [FeedCard] = []
    a.reserveCapacity(240)
    for i in 0..<240 {
      a.append(card(i))
    }
    return a
  }()

  private struct Place: Sendable {
    var name: String
    var feature: String
  }

  private static let places: [Place] = [
    Place(name: "Harbour Front", feature: "the red cranes"),
    Place(name: "Old Town", feature: "the crooked alleys"),
    Place(name: "Mill Quarter", feature: "the old water wheel"),
    Place(name: "North Beach", feature: "the beach huts"),
    Place(name: "Station Road", feature: "the iron footbridge"),
    Place(name: "Botanic Garden", feature: "the palm house"),
    Place(name: "Canal Basin", feature: "the narrowboats"),
    Place(name: "Hill Park", feature: "the bandstand"),
    Place(name: "Market Square", feature: "the clock tower"),
    Place(name: "Lighthouse", feature: "the keeper's cottage"),
    Place(name: "River Walk", feature: "the willow trees"),
    Place(name: "Printworks", feature: "the painted chimney"),
    Place(name: "Orchard Lane", feature: "the cider barn"),
    Place(name: "Castle Hill", feature: "the ruined gatehouse"),
    Place(name: "Fish Market", feature: "the ice sheds"),
    Place(name: "Tram Depot", feature: "the vintage trams"),
    Place(name: "Observatory", feature: "the copper dome"),
    Place(name: "Dune Path", feature: "the marram grass"),
    Place(name: "Ferry Pier", feature: "the ticket hut"),
    Place(name: "Library Steps", feature: "the stone lions"),
    Place(name: "Chapel Green", feature: "the yew hedge"),
    Place(name: "Rope Walk", feature: "the long brick shed"),
    Place(name: "Salt Marsh", feature: "the boardwalk"),
    Place(name: "Glasshouse Row", feature: "the greenhouses"),
  ]

  private static let days: [String] = [
    "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday",
  ]
  private static let times: [String] = ["10am", "noon", "2pm", "4pm", "6pm", "7:30pm"]
  private static let events: [String] = [
    "night market", "book swap", "open studios", "jazz night", "litter pick", "film club",
  ]
  private static let soups: [String] = [
    "leek and potato", "spiced lentil", "tomato and basil", "pea and mint", "roast squash",
  ]
  private static let buns: [String] = ["cardamom", "cinnamon", "saffron", "cherry", "custard"]
  private static let items: [String] = [
    "blue scarf", "small green wellington", "bunch of keys", "library book", "red umbrella",
    "leather glove", "toy giraffe",
  ]

  /// Cards whose 1-based id is a multiple of 37, in order: 37, 74, 111, 148, 185, 222.
  private static let special: [(title: String, text: String)] = [
    (
      "東京 night market",
      "Paper lanterns, grilled corn and a tiny stall selling notebooks. Back next month."
    ),
    (
      "Cafe\u{301} on the corner",
      "Six stools and a very serious espresso machine. The almond cake is the thing to order."
    ),
    (
      "Sunset swim 🌊",
      "The water was cold, the sky was pink and nobody regretted it. Same time tomorrow?"
    ),
    (
      "👩\u{200D}🍳 Chef's table night",
      "Six courses cooked by the students of the catering school. Book early, it sells out."
    ),
    (
      "漢字 for beginners",
      "A friendly evening class at the Library Steps. Brushes and ink provided, patience required."
    ),
    (
      "Heart ❤\u{FE0F} of the harbour",
      "A volunteer mural is going up on the ferry ticket hut. Drop by with a brush on Sunday."
    ),
  ]

  /// The card at 0-based index `i`.
  private static func card(_ i: Int) -> FeedCard {
    let id = i + 1
    if id % 37 == 0 {
      let s = special[id / 37 - 1]
      return FeedCard(id: id, title: s.title, text: s.text)
    }
    let kind = i % 10
    let block = i / 10
    // For a fixed kind, block -> place is a bijection, so each (place, kind) pair
    // appears once; consecutive cards are five places apart.
    let place = places[(block + 5 * kind) % places.count]
    let variant = block % 3
    let (title, text) = post(kind: kind, variant: variant, place: place, i: i)
    return FeedCard(id: id, title: title, text: text)
  }

  private static func post(kind: Int, variant: Int, place: Place, i: Int) -> (String, String) {
    let p = place.name
    let f = place.feature
    let block = i / 10
    let day = days[(block * 3 + kind) % days.count]
    let time = times[(block + kind) % times.count]
    switch kind {
    case 0:
      switch variant {
      case 0:
        return (
          "\(p) at dawn",
          "Caught \(f) just before the sun cleared the rooftops. No filter, just cold fingers."
        )
      case 1:
        return (
          "\(p) in the rain",
          "Everyone ran for cover, so I had \(f) to myself. Worth the wet socks."
        )
      default:
        return (
          "Golden hour, \(p)",
          "Ten minutes of warm light on \(f), then the clouds closed in again."
        )
      }
    case 1:
      let event = events[(block + variant) % events.count]
      switch variant {
      case 0:
        return (
          "\(p) \(event)",
          "This \(day) from \(time) by \(f). Free, friendly, and dogs are welcome."
        )
      case 1:
        return (
          "\(p) \(event)",
          "Back again on \(day) at \(time). Bring a friend and meet us next to \(f)."
        )
      default:
        return (
          "\(p) \(event)",
          "First one of the season, \(day) at \(time). Look for the green flags near \(f)."
        )
      }
    case 2:
      switch variant {
      case 0:
        return (
          "Tip: \(p)",
          "Go before nine and you'll have \(f) to yourself. The kiosk opens at ten."
        )
      case 1:
        return (
          "Local tip: \(p)",
          "The side gate by \(f) is a shortcut nobody uses. Saves a good ten minutes."
        )
      default:
        return (
          "Quick tip: \(p)",
          "Free water refills at the kiosk next to \(f). Just ask, they're happy to help."
        )
      }
    case 3:
      switch variant {
      case 0:
        let soup = soups[block % soups.count]
        return (
          "Lunch near \(p)",
          "Soup of the day was \(soup), with bread still warm. Tables by \(f) fill up fast."
        )
      case 1:
        return (
          "Coffee at \(p)",
          "Good flat white and a window looking straight at \(f). Will be back."
        )
      default:
        let bun = buns[block % buns.count]
        return (
          "Best bun in \(p)",
          "The \(bun) buns by \(f) sell out by eleven, so set an alarm. Worth the queue."
        )
      }
    case 4:
      let km = 2 + (block * 4 + variant) % 9
      switch variant {
      case 0:
        return (
          "Loop walk: \(p)",
          "\(km) km, mostly flat, past \(f). Good shoes: the last stretch gets muddy."
        )
      case 1:
        return (
          "Walk from \(p)",
          "Just \(km) km, with one steep climb and a fine view of \(f) at the top."
        )
      default:
        return (
          "Easy stroll: \(p)",
          "A slow wander of \(km) km past \(f), with benches every few hundred metres."
        )
      }
    case 5:
      switch variant {
      case 0:
        let gust = 40 + (block * 7 % 5) * 10
        return (
          "Wind watch: \(p)",
          "Gusts up to \(gust) km/h this afternoon. Hold on to your hat near \(f)."
        )
      case 1:
        let frost = 1 + block % 5
        return (
          "Frost at \(p)",
          "Minus \(frost) overnight, so the steps by \(f) will be slippery first thing."
        )
      default:
        return (
          "Fog over \(p)",
          "Thick fog until late morning. You can barely see \(f) from the corner."
        )
      }
    case 6:
      switch variant {
      case 0:
        return (
          "\(p): path works",
          "The path by \(f) reopens on \(day) after repairs. Expect some noise until then."
        )
      case 1:
        return (
          "\(p) update",
          "New lamps have been approved for \(f). Work starts next month."
        )
      default:
        let trees = 12 + (block * 5) % 30
        return (
          "\(p) news",
          "Volunteers planted \(trees) trees near \(f) this weekend. Thanks to all who came."
        )
      }
    case 7:
      switch variant {
      case 0:
        return (
          "Asking about \(p)",
          "Is there somewhere quiet to read near \(f)? A window seat would be perfect."
        )
      case 1:
        return (
          "\(p), anyone?",
          "Does anyone know why \(f) is lit up at night lately? Asking for my curious kid."
        )
      default:
        return (
          "Help: \(p)",
          "Where do you park for \(f) on a Saturday? The main car park is always full."
        )
      }
    case 8:
      let item = items[(block + variant) % items.count]
      switch variant {
      case 0:
        return (
          "Found at \(p)",
          "Found: a \(item) on the bench by \(f). Left it at the kiosk, ask for Rosa."
        )
      case 1:
        return (
          "Lost near \(p)",
          "Lost: my \(item), somewhere around \(f). Reward: cake and eternal thanks."
        )
      default:
        return (
          "Found near \(p)",
          "Someone left a \(item) by \(f) on \(day). It's safe at the library desk."
        )
      }
    default:
      switch variant {
      case 0:
        return (
          "Poll: \(p)",
          "Best thing about \(p): \(f), the food, or the people watching? Vote below."
        )
      case 1:
        return (
          "Your pick: \(p)",
          "Should \(f) get a late-night cafe? Cast your vote by \(day)."
        )
      default:
        return (
          "Best of \(p)?",
          "Morning or evening: when is \(f) at its best? Results on \(day)."
        )
      }
    }
  }
}
