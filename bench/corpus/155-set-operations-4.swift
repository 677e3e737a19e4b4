let a: Set = [4, 5, 6, 7, 8, 9]
let b: Set = [7, 8, 9, 10, 11, 12]
print("union", a.union(b).sorted())
print("both", a.intersection(b).sorted())
print("only a", a.subtracting(b).sorted())
print("disjoint", a.isDisjoint(with: [100, 200]))
