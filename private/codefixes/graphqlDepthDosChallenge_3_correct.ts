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
    related: [Recommendation!]!
  }

  "A recommended product: what its card shows, and no way onwards."
  type Recommendation { id: Int!, name: String!, price: StoredNumber!, image: String! }
