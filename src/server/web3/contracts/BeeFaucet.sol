// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "./BeeToken.sol";

/// @title The bee haven's faucet: hands out whole BEE, a few at a time.
/// `balance` is what the haven still means to give away, kept in a single byte.
contract BeeFaucet {
    BeeToken public immutable token;
    uint8 public balance = 100;

    constructor(BeeToken beeToken) {
        token = beeToken;
    }

    function getBalance() external view returns (uint8) {
        return balance;
    }

    // vuln-code-snippet start nftMintChallenge
    function withdraw(uint8 amount) external {
        unchecked {
            require(balance - amount >= 0, "The hive has no BEE left for you"); // vuln-code-snippet vuln-line nftMintChallenge
            balance -= amount; // vuln-code-snippet vuln-line nftMintChallenge
        }
        require(token.transfer(msg.sender, uint256(amount) * 1 ether), "BEE transfer failed");
    }
    // vuln-code-snippet end nftMintChallenge
}
