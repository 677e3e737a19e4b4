struct Address { var city: String? }
struct User { var name: String; var address: Address? }
let users = [
    User(name: "a0", address: Address(city: "Izmir")),
    User(name: "b", address: Address(city: nil)),
    User(name: "c", address: nil),
]
for user in users {
    print(user.name, user.address?.city ?? "unknown", user.address?.city?.count ?? -1)
}
