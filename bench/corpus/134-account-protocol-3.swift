protocol Account {
    var id: Int { get }
    var balance: Int { get set }
}
extension Account {
    mutating func apply(_ changes: [Int]) { changes.forEach { balance += $0 } }
    var status: String { balance < 0 ? "overdrawn" : "ok" }
}
struct Checking: Account { let id: Int; var balance: Int }
var account = Checking(id: 4, balance: 15)
account.apply([10, -33, 4])
print("#\(account.id)", account.balance, account.status)
