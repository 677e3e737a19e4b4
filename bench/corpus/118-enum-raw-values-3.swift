enum Planet: Int, CaseIterable {
    case mercury = 1, venus, earth, mars
    var label: String { "\(self)".capitalized }
}
import Foundation
let chosen = Planet(rawValue: 4)!
print("chosen:", chosen, chosen.rawValue)
for planet in Planet.allCases where planet.rawValue % 2 == 0 {
    print(planet.label)
}
print(Planet(rawValue: 12) == nil ? "none" : "some")
