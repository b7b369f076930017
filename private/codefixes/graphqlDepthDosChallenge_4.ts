  type Product {
    id: Int!
    name: String!
    description: String!
    price: StoredNumber!
    deluxePrice: StoredNumber!
    image: String!
    quantity: StoredNumber
    limitPerUser: StoredNumber
    points: StoredNumber!
    reviews: [Review!]!
    "The products nearest in price to this one: recommendations. Internal; do not nest."
    _related: [Product!]!
  }
