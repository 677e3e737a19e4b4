final class Account {
    let owner: String
    private(set) var balance = 0
    private(set) var history: [String] = []
    init(owner: String) { self.owner = owner }
    func deposit(_ amount: Int) { balance += amount; history.append("+\(amount)") }
    func withdraw(_ amount: Int) { balance -= amount; history.append("-\(amount)") }
}
let account = Account(owner: "user4")
for amount in [50, 25, 9] { account.deposit(amount) }
account.withdraw(16)
print(account.owner, account.balance)
print(account.history.joined(separator: " "))
