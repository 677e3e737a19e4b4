class Animal {
    let name: String
    init(name: String) { self.name = name }
    func sound() -> String { "..." }
    func describe() -> String { "\(name) says \(sound())" }
}
final class Dog: Animal {
    override func sound() -> String { "woof" }
}
final class Insect: Animal {
    let legs = 6
    override func describe() -> String { super.describe() + " on \(legs) legs" }
}
let animals: [Animal] = [Dog(name: "Rex3"), Insect(name: "Bee"), Animal(name: "Thing")]
animals.forEach { print($0.describe()) }
