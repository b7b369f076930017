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
    "The products nearest in price to this one: recommendations."
    related(first: Int = 3): [Product!]!
  }
