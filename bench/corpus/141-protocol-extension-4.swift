protocol Greeter {
    var name: String { get }
}
extension Greeter {
    func greet() -> String { "Hello, \(name)!" }
    func shout() -> String { greet().uppercased() }
}
struct Person: Greeter { let name: String }
let person = Person(name: "Barbara")
print(person.greet())
print(person.shout())
