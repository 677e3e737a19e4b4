let a: Set = [2, 3, 4, 5, 6, 7]
let b: Set = [5, 6, 7, 8, 9, 10]
print("union", a.union(b).sorted())
print("both", a.intersection(b).sorted())
print("only a", a.subtracting(b).sorted())
print("disjoint", a.isDisjoint(with: [100, 200]))
