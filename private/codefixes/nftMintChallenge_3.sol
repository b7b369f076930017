    function withdraw(uint256 amount) external {
        unchecked {
            require(balance - amount >= 0, "The hive has no BEE left for you");
            balance -= amount;
        }
        require(token.transfer(msg.sender, uint256(amount) * 1 ether), "BEE transfer failed");
    }
