protocol Account {
    var id: Int { get }
    var balance: Int { get set }
}
extension Account {
    mutating func apply(_ changes: [Int]) { changes.forEach { balance += $0 } }
    var status: String { balance < 0 ? "overdrawn" : "ok" }
}
struct Checking: Account { let id: Int; var balance: Int }
var account = Checking(id: 3, balance: 10)
account.apply([10, -32, 4])
print("#\(account.id)", account.balance, account.status)
